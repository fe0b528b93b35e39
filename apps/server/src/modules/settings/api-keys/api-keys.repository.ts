import type { Kysely } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;

const COLUMNS = [
  'id',
  'name',
  'prefix',
  'scopes',
  'created_by',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

/** A shop's open-API keys (api_keys). Kysely only; every query names the shop. */
export class ApiKeysRepository {
  constructor(private readonly db: Db) {}

  /** Valid keys first, then the revoked ones; newest first in each. */
  list(shopId: number) {
    return this.db
      .selectFrom('api_keys')
      .select(COLUMNS)
      .where('shop_id', '=', shopId)
      .orderBy((eb) => eb.case().when('revoked_at', 'is', null).then(0).else(1).end())
      .orderBy('id', 'desc')
      .execute();
  }

  byId(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('api_keys')
      .select(COLUMNS)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async activeCount(trx: Executor, shopId: number): Promise<number> {
    const r = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async insertInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      name: string;
      prefix: string;
      key_hash: string;
      scopes: string;
      created_by: string;
      created_at: number;
    },
  ): Promise<number> {
    const r = await trx
      .insertInto('api_keys')
      .values({ ...row, last_used_at: null, revoked_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** Changes a valid key; false when it is revoked (or not the shop's). */
  async updateValidInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    patch: { name?: string; scopes?: string; revoked_at?: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('api_keys')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Renames a key, revoked or not (the list keeps revoked keys under their names). */
  async renameInTrx(trx: Executor, shopId: number, id: number, name: string): Promise<boolean> {
    const r = await trx
      .updateTable('api_keys')
      .set({ name })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
