import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Comments (issue 21, README "Comments"): a buyer's review of one order line, one per line (the
// unique order_item_id). Snapshots of the goods name and SKU specs keep the list a one-table read;
// image_count serves the "with pictures" filter and the rating figures without parsing JSON.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('goods_comments'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_item_id', 'bigint', (c) => c.notNull().references('order_items.id').unique())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('sku_id', 'bigint')
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sku_specs', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('grade', 'varchar(8)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    // SHOWN | HIDDEN (the hidden flag, as the state kernel's status column).
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('SHOWN'))
    .addColumn('reply_content', 'varchar(2000)')
    .addColumn('reply_time', 'bigint')
    .addColumn('reply_user_id', 'bigint')
    .addColumn('reply_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_updated_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: newest first, by shop; by grade; by goods (also the rating figures' group by);
  // by time range.
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('goods_comments').columns(columns).execute();
  await index('goods_comments_shop_idx', ['shop_id', 'id']);
  await index('goods_comments_shop_grade_idx', ['shop_id', 'grade', 'id']);
  await index('goods_comments_shop_goods_idx', ['shop_id', 'goods_id', 'id']);
  await index('goods_comments_shop_created_idx', ['shop_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_comments').execute();
}
