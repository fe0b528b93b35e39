import type { Db } from '../db/database.ts';
import { readOffLoopIf } from '../db/read-off-loop.ts';

/** Loads in one query everything the guard needs about a session, its user, role and shop. Every
 * signed-in request starts here, so it does not queue behind a long write transaction on SQLite's
 * one connection (read-off-loop.ts). */
export async function findSessionPrincipal(db: Db, sessionId: string) {
  const query = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('shops as sh', 'sh.id', 's.shop_id')
    .leftJoin('roles as r', (j) => j.onRef('r.id', '=', 'u.role_id').onRef('r.shop_id', '=', 'u.shop_id'))
    .select([
      's.id as session_id',
      's.ended_at',
      's.end_reason',
      's.expires_at',
      'u.id as user_id',
      'u.shop_id',
      'u.username',
      'u.real_name',
      'u.role_id',
      'u.founder',
      'u.pharmacist',
      'u.enabled',
      'sh.closed as shop_closed',
      'r.role_name',
      'r.permissions',
    ])
    .where('s.id', '=', sessionId);
  const [row] = await readOffLoopIf(db, false, query);
  return row;
}
