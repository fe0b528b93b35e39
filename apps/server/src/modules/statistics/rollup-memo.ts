import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

/** Which rollups a read depends on: the order rollups (stat_sale_*, stat_member_firsts) and/or the
 * buyers' events (stat_goods_days and the traffic tables). */
export type RollupKind = 'sales' | 'events';

const COLUMN = { sales: 'sales_rev', events: 'events_rev' } as const;

/** Raises the shop's revision of `kind` (every shop's when `shopId` is undefined): called last in
 * the transaction that rewrote those rollups, so a memo key read after the commit is new. */
export async function bumpRollupRevision(
  trx: Kysely<Database>,
  shopId: number | undefined,
  kind: RollupKind,
): Promise<void> {
  const column = COLUMN[kind];
  if (shopId === undefined) {
    await trx
      .updateTable('stat_rollup_revisions')
      .set((eb) => ({ [column]: eb(column, '+', 1) }))
      .execute();
    return;
  }
  await trx
    .insertInto('stat_rollup_revisions')
    .values({ shop_id: shopId, sales_rev: 0, events_rev: 0, [column]: 1 })
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet((eb) => ({ [column]: eb(`stat_rollup_revisions.${column}`, '+', 1) })),
    )
    .execute();
}

/**
 * Answers of reads that depend only on rollups, kept per process under (shop, revisions, key).
 * Why: at a million orders a year's report reads up to ~500 000 member-days (a distinct count is
 * not a sum of smaller ones) or ~50 000 goods-days — 20–150 ms of one SQLite connection — while
 * the rollups under it change only when the catch-up job or an events batch commits, which raises
 * the revision (bumpRollupRevision). Several clerks opening the same report, or one going back and
 * forth between periods, pay that once per change.
 *
 * Correct across processes: the revision is read from the database on each call, before the read
 * it keys, so an answer is never filed under a revision older than the data it saw. Values are
 * shared: callers must not mutate them.
 */
export class RollupMemo {
  // Bounded by rows, not entries: a goods report's sums hold a row per goods item sold (thousands
  // in a large shop), a report a few hundred. ~200 000 rows of ~200 bytes: ~40 MB at most.
  private readonly cache = new LRUCache<string, object>({ maxSize: 200_000, sizeCalculation: rowsIn });

  constructor(private readonly db: Db) {}

  async read<T extends object>(
    shopId: number,
    kinds: readonly RollupKind[],
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const rev = await this.db
      .selectFrom('stat_rollup_revisions')
      .select(['sales_rev', 'events_rev'])
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    const revs = kinds.map((k) => Number(rev?.[COLUMN[k]] ?? 0)).join('.');
    const full = `${shopId}\u0000${kinds.join('+')}\u0000${revs}\u0000${key}`;
    const hit = this.cache.get(full);
    if (hit) return hit as T;
    const value = await load();
    this.cache.set(full, value);
    return value;
  }
}

/** How many rows an answer holds: an array's length, or the lengths of an object's arrays (at least 1). */
export function rowsIn(value: object): number {
  const lists = Array.isArray(value) ? [value] : Object.values(value).filter((v) => Array.isArray(v));
  return Math.max(
    1,
    lists.reduce((sum: number, list: unknown[]) => sum + list.length, 0),
  );
}
