import type { Db } from '../db/database.ts';
import { compiledOnce } from '../db/compiled-once.ts';

function sessionPrincipalQuery(db: Db) {
  return compiledOnce(db, ['sessionId'], (a: { sessionId: string }) =>
    db
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
        'u.role_id',
        'u.founder',
        'u.pharmacist',
        'u.enabled',
        'sh.closed as shop_closed',
        'r.role_name',
        'r.permissions',
      ])
      .where('s.id', '=', a.sessionId),
  );
}

// Every authenticated request runs this lookup: compiled once per database (compiled-once.ts).
const queries = new WeakMap<Db, ReturnType<typeof sessionPrincipalQuery>>();

/** Loads in one query everything the guard needs about a session, its user, role and shop. */
export async function findSessionPrincipal(db: Db, sessionId: string) {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = sessionPrincipalQuery(db)));
  const [row] = await query({ sessionId }).execute();
  return row;
}
