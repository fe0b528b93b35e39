import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../feedback/feedback.ts';
import { isSessionEnding } from '../session/end-session.ts';
import { failureMessage } from './error-message.ts';
import { SessionError } from './session-error.ts';

/** The §8 toast for a `silent` call whose failure the caller could not show in place. Session
 * failures are already being handled (alert + sign-out) and are not reported twice. */
export function reportRequestError(error: unknown): void {
  if (error instanceof SessionError || isSessionEnding()) return;
  toast.error(failureMessage(error, (key) => i18n.t(key)));
}
