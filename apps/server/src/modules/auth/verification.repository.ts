import type { Db } from '../../platform/db/database.ts';

/** Captchas and SMS codes live in the database so that every process agrees on them. */
export class VerificationRepository {
  constructor(private readonly db: Db) {}

  async putCaptcha(id: string, answerHash: string, expiresAt: number, now: number) {
    await this.db
      .deleteFrom('captchas')
      .where((eb) => eb.or([eb('id', '=', id), eb('expires_at', '<', now)]))
      .execute();
    await this.db
      .insertInto('captchas')
      .values({ id, answer_hash: answerHash, expires_at: expiresAt })
      .execute();
  }

  /** Single use: the row is deleted by the same statement that reads it, so two concurrent
   * attempts cannot both use one captcha. */
  async takeCaptcha(id: string) {
    return this.db
      .deleteFrom('captchas')
      .where('id', '=', id)
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
  }

  latestCode(mobile: string, scene: string) {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  countCodesSince(column: 'mobile' | 'ip', value: string, since: number) {
    return this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  }

  async insertCode(row: {
    mobile: string;
    scene: string;
    code_hash: string;
    created_at: number;
    expires_at: number;
    ip: string;
  }) {
    const { id } = await this.db
      .insertInto('verification_codes')
      .values({ ...row, attempts: 0, consumed_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  deleteCode(id: number) {
    return this.db.deleteFrom('verification_codes').where('id', '=', id).execute();
  }

  /** Counts one try; refuses (returns false) once the cap is reached or the code is used. */
  countAttempt(id: number, maxAttempts: number) {
    return this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows) === 1);
  }

  /** Conditional: exactly one of two concurrent sign-ins with the same code wins. */
  consume(id: number, at: number) {
    return this.db
      .updateTable('verification_codes')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst()
      .then((r) => Number(r.numUpdatedRows) === 1);
  }
}
