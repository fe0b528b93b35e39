import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';

// The goods list's tabs on PostgreSQL (issue 20). A tab is "one shop, live, one review and shelf
// state, newest first". SQLite reads `recycled_at IS NULL` as an equality on goods_shop_state_idx
// and walks it in id order; PostgreSQL does not take IS NULL as fixing that column for the order,
// so it walked the primary key backwards and read each row from the heap: page 500 of the on-sale
// tab (100 000 SKUs) took 25 ms as a named statement's generic plan. This index has the order
// after its equalities: an index-only walk, 2 ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createIndex('goods_live_state_idx')
    .on('goods')
    .columns(['shop_id', 'market_enable', 'is_auth', 'id'])
    .where(sql.ref('recycled_at'), 'is', null)
    .execute();
}
