import type { Kysely } from 'kysely';

// Statistics rollups (issue 25): per shop per Asia/Shanghai day ('YYYY-MM-DD'), recomputed whole
// from the orders and refunds by the catch-up job (modules/statistics/rollup-job.service.ts) for
// every day a change touched; `_months` twins ('YYYY-MM') are the sums of their day rows, so a
// 1-year report reads ~12 month rows per key plus the edge days. Keys are the report dimensions;
// price dimensions are whole yuan so any user-chosen range can sum over them.
// stat_rollup_state holds the job's cursor (a restart resumes from it).
const DAY_TABLES: [string, [string, 'integer' | 'varchar(16)'][], string[]][] = [
  ['stat_sale_days', [], ['orders', 'amount', 'units', 'refunds', 'refund_amount']],
  ['stat_sale_hours', [['hour', 'integer']], ['orders', 'amount']],
  [
    'stat_sale_channels',
    [
      ['order_source', 'varchar(16)'],
      ['payment_type', 'varchar(16)'],
    ],
    ['orders', 'amount'],
  ],
  ['stat_sale_values', [['yuan', 'integer']], ['orders', 'units', 'amount']],
  ['stat_sale_prices', [['yuan', 'integer']], ['orders', 'units', 'amount']],
  [
    'stat_sale_goods',
    [['goods_id', 'integer']],
    ['units', 'amount', 'orders', 'refund_num', 'refund_amount'],
  ],
  [
    'stat_sale_regions',
    [
      ['province_id', 'integer'],
      ['city_id', 'integer'],
    ],
    ['orders', 'amount'],
  ],
];
/** Day tables with a month twin (the big ones: a key per goods / price / region and day). */
const MONTH_TWINS = ['stat_sale_values', 'stat_sale_prices', 'stat_sale_goods', 'stat_sale_regions'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, keys, figures] of DAY_TABLES) {
    for (const grain of MONTH_TWINS.includes(table) ? ['day', 'month'] : ['day']) {
      const name = grain === 'day' ? table : `${table}_months`;
      let t = db.schema
        .createTable(name)
        .addColumn('shop_id', 'bigint', (c) => c.notNull())
        .addColumn(grain, grain === 'day' ? 'varchar(10)' : 'varchar(7)', (c) => c.notNull());
      for (const [key, type] of keys) t = t.addColumn(key, type, (c) => c.notNull());
      for (const figure of figures) t = t.addColumn(figure, 'bigint', (c) => c.notNull().defaultTo(0));
      await t
        .addPrimaryKeyConstraint(`${name}_pk`, ['shop_id', grain, ...keys.map(([k]) => k)] as never)
        .execute();
    }
  }
  // One row per (day, paying member, region): distinct members of any period and region.
  await db.schema
    .createTable('stat_sale_members')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_sale_members_pk', [
      'shop_id',
      'day',
      'member_id',
      'province_id',
      'city_id',
    ])
    .execute();
  // A member's first paid day in the shop (new members of a period).
  await db.schema
    .createTable('stat_member_firsts')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_member_firsts_pk', ['shop_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('stat_member_firsts_day_idx')
    .on('stat_member_firsts')
    .columns(['shop_id', 'first_day'])
    .execute();
  await db.schema
    .createTable('stat_rollup_state')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cursor_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The job finds changed orders and refunds by their update time, and recomputes a day from the
  // shop's orders paid / refunds paid back that day.
  await db.schema.createIndex('orders_updated_idx').on('orders').column('updated_at').execute();
  await db.schema.createIndex('orders_shop_paid_idx').on('orders').columns(['shop_id', 'paid_at']).execute();
  await db.schema.createIndex('refunds_updated_idx').on('refunds').column('updated_at').execute();
  await db.schema
    .createIndex('refunds_shop_refunded_idx')
    .on('refunds')
    .columns(['shop_id', 'refunded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'orders_updated_idx',
    'orders_shop_paid_idx',
    'refunds_updated_idx',
    'refunds_shop_refunded_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const table of ['stat_rollup_state', 'stat_member_firsts', 'stat_sale_members']) {
    await db.schema.dropTable(table).execute();
  }
  for (const [table] of DAY_TABLES) {
    if (MONTH_TWINS.includes(table)) await db.schema.dropTable(`${table}_months`).execute();
    await db.schema.dropTable(table).execute();
  }
}
