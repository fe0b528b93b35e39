import { revokeSession } from '../http/revoke-session.ts';
import { beginSessionEnd, endSession } from './end-session.ts';

/** The user's own "log out": revoke on the server (best effort), forget everything but the
 * uuid and language, and load /login afresh. */
export async function logout(): Promise<void> {
  beginSessionEnd();
  await revokeSession();
  endSession(null);
}
