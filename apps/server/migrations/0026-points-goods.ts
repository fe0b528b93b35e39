import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// The points mall (issue 22), second part: the points goods — one SKU of the shop offered for
// points (and optionally some cash), with its own exchange stock and a per-member limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('points_goods'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull().references('goods_skus.id'))
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    // Fen; 0: points only.
    .addColumn('cash', 'integer', (c) => c.notNull().defaultTo(0))
    // The exchange stock, apart from the SKU's sale stock; taken by a conditional update.
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: no per-member limit.
    .addColumn('limit_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A SKU is offered once per shop (the unique index decides between two saves at once).
  await db.schema
    .createIndex('points_goods_sku_uq')
    .on('points_goods')
    .columns(['shop_id', 'sku_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_goods').execute();
}
