import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** Kysely only: users, sessions, refresh tokens and throttle buckets. Decides nothing. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  findUserByUsername(username: string) {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findUserByMobile(mobile: string) {
    return this.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  }

  findUserByWecomId(wecomUserId: string) {
    return this.db.selectFrom('users').selectAll().where('wecom_userid', '=', wecomUserId).executeTakeFirst();
  }

  findUserById(id: number, trx: Executor = this.db) {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findShop(id: number) {
    return this.db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findRoleName(shopId: number, roleId: number) {
    return this.db
      .selectFrom('roles')
      .select('role_name')
      .where('shop_id', '=', shopId)
      .where('id', '=', roleId)
      .executeTakeFirst();
  }

  countAttempts(bucket: string, since: number) {
    return this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  oldestAttempt(bucket: string, since: number) {
    return this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.min('created_at').as('t'))
      .where('bucket', '=', bucket)
      .where('created_at', '>', since)
      .executeTakeFirst()
      .then((r) => (r?.t == null ? null : Number(r.t)));
  }

  async recordAttempts(buckets: string[], at: number) {
    await this.db
      .insertInto('login_attempts')
      .values(buckets.map((bucket) => ({ bucket, created_at: at })))
      .execute();
  }

  clearAttempts(bucket: string) {
    return this.db.deleteFrom('login_attempts').where('bucket', '=', bucket).execute();
  }

  endActiveSessions(trx: Executor, userId: number, reason: string, at: number, exceptSessionId?: string) {
    return trx
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .$if(exceptSessionId !== undefined, (q) => q.where('id', '!=', exceptSessionId as string))
      .execute();
  }

  createSession(
    trx: Executor,
    s: {
      id: string;
      userId: number;
      shopId: number;
      now: number;
      expiresAt: number;
      ip: string;
      userAgent: string;
    },
  ) {
    return trx
      .insertInto('sessions')
      .values({
        id: s.id,
        user_id: s.userId,
        shop_id: s.shopId,
        created_at: s.now,
        expires_at: s.expiresAt,
        ended_at: null,
        end_reason: null,
        ip: s.ip,
        user_agent: s.userAgent,
      })
      .execute();
  }

  insertRefreshToken(trx: Executor, sessionId: string, tokenHash: string, now: number) {
    return trx
      .insertInto('refresh_tokens')
      .values({ session_id: sessionId, token_hash: tokenHash, created_at: now, rotated_at: null })
      .execute();
  }

  findRefreshToken(tokenHash: string) {
    return this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select([
        't.id',
        't.rotated_at',
        's.id as session_id',
        's.user_id',
        's.shop_id',
        's.ended_at',
        's.end_reason',
        's.expires_at',
      ])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Conditional: only the first of two concurrent refreshes marks the token rotated. */
  markRotated(trx: Executor, tokenId: number, at: number) {
    return trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: at })
      .where('id', '=', tokenId)
      .where('rotated_at', 'is', null)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows) === 1);
  }

  endSession(trx: Executor, sessionId: string, reason: string, at: number) {
    return trx
      .updateTable('sessions')
      .set({ ended_at: at, end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .execute();
  }

  recordLogin(trx: Executor, userId: number, at: number) {
    return trx
      .updateTable('users')
      .set((eb) => ({ login_count: eb('login_count', '+', 1), last_login_at: at, updated_at: at }))
      .where('id', '=', userId)
      .execute();
  }

  updatePasswordHash(trx: Executor, userId: number, hash: string, at: number) {
    return trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
