import type { Db } from '../db/database.ts';

/** Loads in one query everything the guard needs about a session, its user, role and shop. */
export function findSessionPrincipal(db: Db, sessionId: string) {
  return db
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
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
