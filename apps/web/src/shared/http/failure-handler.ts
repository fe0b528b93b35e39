import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../feedback/feedback.ts';
import { isSessionEnding } from '../session/end-session.ts';
import { endSessionWithAlert, endSessionQuietly } from '../session/session-alerts.ts';
import { readRefreshToken } from '../session/session-storage.ts';
import { apiErrorOf, failureMessage, httpStatusOf } from './error-message.ts';
import { SessionError } from './session-error.ts';

/** §8 reactions to a failed call. The promise is rejected by the caller regardless. */
export function handleRequestFailure(error: unknown, options: { silent?: boolean }): void {
  // Once a sign-out is under way every other failure is a consequence of it: stay quiet.
  if (isSessionEnding()) return;

  if (error instanceof SessionError) {
    if (error.reason === 'missing') void endSessionWithAlert('expired');
    else endSessionQuietly(); // §4: refresh failed → straight to login with forward
    return;
  }

  const status = httpStatusOf(error);
  if (status === 403) {
    // §8: displaced by a sign-in elsewhere; without a refresh token there is nothing to end.
    if (readRefreshToken()) void endSessionWithAlert('displaced');
    return;
  }
  if (status === 423 && apiErrorOf(error)?.code === 'SHOP_CLOSED') {
    void endSessionWithAlert('shopClosed');
    return;
  }
  if (!options.silent) toast.error(failureMessage(error, (key) => i18n.t(key)));
}
