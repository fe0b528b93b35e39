import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Assemble (拼团, issue 22) teams. The activity itself is a `promotions` row of kind ASSEMBLE with
// its `promotion_skus` rows (the assemble unit price). A team is opened by one order and joined by
// others until `joined` reaches `size` (FORMED); joining is one conditional update
// (`joined < size`), so the last place goes to exactly one order. A team not full by `expires_at`
// is FAILED by the sweep, which cancels and refunds its orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('assemble_teams'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotions.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('joined', 'integer', (c) => c.notNull().defaultTo(0))
    // FORMING | FORMED | FAILED
    .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('FORMING'))
    .addColumn('leader_order_id', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('formed_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .execute();
  // The teams of one activity (detail, figures).
  await db.schema
    .createIndex('assemble_teams_promotion')
    .on('assemble_teams')
    .columns(['shop_id', 'promotion_id', 'id'])
    .execute();
  // The sweep: forming teams past their time.
  await db.schema
    .createIndex('assemble_teams_sweep')
    .on('assemble_teams')
    .columns(['state', 'expires_at'])
    .execute();

  await withId(db, db.schema.createTable('assemble_team_orders'))
    .addColumn('team_id', 'bigint', (c) => c.notNull().references('assemble_teams.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assemble_team_orders_team')
    .on('assemble_team_orders')
    .columns(['team_id', 'id'])
    .execute();
  // An order is in one team at most; the ship check finds it by the order.
  await db.schema
    .createIndex('assemble_team_orders_order')
    .on('assemble_team_orders')
    .column('order_id')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('assemble_team_orders').execute();
  await db.schema.dropTable('assemble_teams').execute();
}
