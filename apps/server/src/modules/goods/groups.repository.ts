import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

export interface GroupRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  visible: number;
  created_at: number;
  goods_count: number;
}

/** A database refusal of a duplicate (SQLite and PostgreSQL spell it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** One shop's goods groups (two levels). Kysely only; every query names the shop. */
export class GroupsRepository {
  constructor(private readonly db: Db) {}

  /** Every group of the shop with the goods filed directly under it, in sort order then id. */
  async tree(shopId: number): Promise<GroupRow[]> {
    const rows = await this.db
      .selectFrom('goods_groups as gg')
      .select(['gg.id', 'gg.parent_id', 'gg.name', 'gg.sort', 'gg.visible', 'gg.created_at'])
      .select((eb) =>
        eb
          .selectFrom('goods as g')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('g.group_id', '=', 'gg.id')
          .where('g.shop_id', '=', shopId)
          .where('g.recycled_at', 'is', null)
          .as('goods_count'),
      )
      .where('gg.shop_id', '=', shopId)
      .orderBy('gg.sort')
      .orderBy('gg.id')
      .execute();
    return rows.map((r) => ({ ...r, goods_count: Number(r.goods_count ?? 0) }));
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('goods_groups')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Takes the group's row lock until the transaction ends (a no-op write: PostgreSQL locks the
   * row, SQLite's single writer serialises anyway), so adding a child under it and deleting it
   * cannot cross. False when the shop has no such group. */
  async lockInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .updateTable('goods_groups')
      .set({ sort: sql<number>`sort` })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async insertInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      parent_id: number;
      name: string;
      sort: number;
      visible: number;
      created_at: number;
    },
  ): Promise<number> {
    const { id } = await trx.insertInto('goods_groups').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  async updateInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    patch: { parent_id: number; name: string; sort: number; visible: number },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('goods_groups')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('goods_groups')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  async childCount(trx: Executor, shopId: number, id: number): Promise<number> {
    const r = await trx
      .selectFrom('goods_groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Goods filed under the group, outside the recycle station (what the tree counts). */
  async goodsCount(trx: Executor, shopId: number, id: number): Promise<number> {
    const r = await trx
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('group_id', '=', id)
      .where('recycled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Recycled goods of a group being deleted become ungrouped, so a restored item never points
   * at a group that is gone. */
  async ungroupRecycledInTrx(trx: Executor, shopId: number, id: number): Promise<void> {
    await trx
      .updateTable('goods')
      .set({ group_id: null })
      .where('shop_id', '=', shopId)
      .where('group_id', '=', id)
      .where('recycled_at', 'is not', null)
      .execute();
  }

  /** The ids under one parent, in their current order. */
  async siblingIds(trx: Executor, shopId: number, parentId: number): Promise<number[]> {
    const rows = await trx
      .selectFrom('goods_groups')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('parent_id', '=', parentId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async setSortInTrx(trx: Executor, shopId: number, id: number, sort: number): Promise<void> {
    await trx
      .updateTable('goods_groups')
      .set({ sort })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
