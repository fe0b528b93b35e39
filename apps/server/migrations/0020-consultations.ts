import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Consultations (issue 21): buyers' questions about a goods item and the shop's answers. The goods
// and member are named by id without a foreign key (goods may be deleted for good from the recycle
// station; the question stays with the name it was asked under).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('goods_asks'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('goods_img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('member_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(300)', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_content', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by', 'bigint')
    .addColumn('answered_by_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by_role', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('answered_by_pharmacist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'bigint')
    .addColumn('handled_by', 'bigint')
    .addColumn('handled_by_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('handled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: one state (a tab) newest first, and the unanswered count of the dashboard.
  await db.schema
    .createIndex('goods_asks_shop_state')
    .on('goods_asks')
    .columns(['shop_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('goods_asks_shop_goods')
    .on('goods_asks')
    .columns(['shop_id', 'goods_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_asks').execute();
}
