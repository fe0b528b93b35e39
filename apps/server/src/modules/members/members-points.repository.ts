import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../platform/db/dialect.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** The points ledger's reads and writes inside a caller's transaction. Kysely only. */
export class MembersPointsRepository {
  constructor(private readonly db: Db) {}

  /** The balance outside any change (a read: the sum of the shop's rows as of now). */
  async balance(shopId: number, memberId: number): Promise<number> {
    const row = await this.db
      .selectFrom('member_points')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('change'), sql<number>`0`).as('n'))
      .where('shop_id', '=', shopId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Serialises ledger changes of one member: on PostgreSQL the member row is locked until the
   * transaction ends, so a second spender waits and then sums rows that include the first one's.
   * SQLite needs nothing: Kysely's SQLite driver runs one transaction at a time on its single
   * connection, and the file's write lock covers other processes. Returns false when the member
   * is not the shop's. */
  async lockMemberInTrx(trx: Executor, shopId: number, memberId: number): Promise<boolean> {
    const row = await trx
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .where('shop_id', '=', shopId)
      .$if(isPostgres(trx), (b) => b.forUpdate())
      .executeTakeFirst();
    return row !== undefined;
  }

  async balanceInTrx(trx: Executor, memberId: number): Promise<number> {
    const row = await trx
      .selectFrom('member_points')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('change'), sql<number>`0`).as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The net of the member's rows that name `ref` (an order's earning less what was taken back). */
  async netOfRefInTrx(trx: Executor, memberId: number, ref: string): Promise<number> {
    const row = await trx
      .selectFrom('member_points')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('change'), sql<number>`0`).as('n'))
      .where('member_id', '=', memberId)
      .where('ref', '=', ref)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async hasPositiveRowInTrx(trx: Executor, memberId: number, ref: string): Promise<boolean> {
    const row = await trx
      .selectFrom('member_points')
      .select('id')
      .where('member_id', '=', memberId)
      .where('ref', '=', ref)
      .where('change', '>', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      member_id: number;
      change: number;
      reason: string;
      ref: string;
      created_at: number;
    },
  ): Promise<void> {
    await trx.insertInto('member_points').values(row).execute();
  }
}
