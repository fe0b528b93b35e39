import { readAccessToken, readUser } from '../session/session-storage.ts';
import { baseHeaders, FORM_CONTENT_TYPE } from './base-request.ts';
import { toFormBody } from './serialize.ts';
import { send } from './transport.ts';

/** Sign-out must not hang on a dead server: the local session is cleared regardless. */
const REVOKE_TIMEOUT_MS = 5_000;

/** POST seller/members/logout, best effort: the server revokes this session. Never throws and
 * never shows anything — sign-out proceeds locally whatever the answer. */
export async function revokeSession(): Promise<void> {
  const token = readAccessToken();
  if (!token) return;
  try {
    await send({
      url: 'seller/members/logout',
      method: 'post',
      data: toFormBody({ uid: readUser()?.uid }),
      headers: { ...baseHeaders(token), 'Content-Type': FORM_CONTENT_TYPE },
      timeout: REVOKE_TIMEOUT_MS,
    });
  } catch {
    // Expired or already revoked: nothing left to revoke.
  }
}
