import { i18n } from '../../i18n/i18n.ts';
import { alertDialog } from '../feedback/feedback.ts';
import { revokeSession } from '../http/revoke-session.ts';
import { beginSessionEnd, endSession } from './end-session.ts';
import { currentPath } from './login-path.ts';

/* The §8 / §2 sign-outs that tell the user why first. Each shows one alert, and when it has
 * closed, ends the session. Only the first of several simultaneous reasons gets its alert. */

interface Reason {
  kind: 'error' | 'warning';
  titleKey: string;
  messageKey: string;
  /** Come back to this page after signing in again (a session that broke, not one that ended). */
  forward: boolean;
  /** The session is still valid on the server and should be revoked there too. */
  revoke: boolean;
}

const REASONS = {
  expired: {
    kind: 'error',
    titleKey: 'session.expiredTitle',
    messageKey: 'session.expired',
    forward: true,
    revoke: false,
  },
  displaced: {
    kind: 'warning',
    titleKey: 'session.displacedTitle',
    messageKey: 'session.displaced',
    forward: true,
    revoke: false,
  },
  shopClosed: {
    kind: 'error',
    titleKey: 'session.shopClosedTitle',
    messageKey: 'session.shopClosed',
    forward: false,
    revoke: true,
  },
  verifyFailed: {
    kind: 'error',
    titleKey: 'session.verifyFailedTitle',
    messageKey: 'session.verifyFailed',
    forward: true,
    revoke: false,
  },
} satisfies Record<string, Reason>;

export type SignOutReason = keyof typeof REASONS;

/** `forwardPath` defaults to the page on screen; the navigation guard passes the page being
 * entered instead (the URL has not changed yet while its checks run). */
export async function endSessionWithAlert(reason: SignOutReason, forwardPath = currentPath()): Promise<void> {
  if (!beginSessionEnd()) return;
  const { kind, titleKey, messageKey, forward, revoke } = REASONS[reason];
  await alertDialog({ kind, title: i18n.t(titleKey), content: i18n.t(messageKey) });
  if (revoke) await revokeSession();
  endSession(forward ? forwardPath : null);
}

/** §4: a failed refresh goes straight to the login page, with forward. */
export function endSessionQuietly(): void {
  if (!beginSessionEnd()) return;
  endSession(currentPath());
}
