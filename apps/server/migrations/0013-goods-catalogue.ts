import { sql, type Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Goods (issue 20): the SPU gains its catalogue, pharmacy and review fields; SKUs, stock by batch
// with a ledger, shop groups, tags, drafts and the GSP review history join it. Money in fen, times
// in unix seconds, dates 'YYYY-MM-DD' (Asia/Shanghai).
export async function up(db: Kysely<unknown>): Promise<void> {
  await addGoodsColumns(db);
  await createSkus(db);
  await createStock(db);
  await createGroupsAndTags(db);
  await createDraftsAndReviews(db);
  await addShopAndSupplierColumns(db);
  await openingBalances(db);
}

async function addGoodsColumns(db: Kysely<unknown>) {
  const cols: [string, string, string | number | null][] = [
    // Shop group (goods_groups, two levels); null: ungrouped.
    ['group_id', 'bigint', null],
    ['brand', 'varchar(60)', ''],
    ['market_price', 'bigint', 0],
    ['cost_price', 'bigint', 0],
    // Grams.
    ['weight', 'integer', 0],
    // JSON array of image URLs, the first is the main image (also kept in `thumbnail`).
    ['images', 'text', '[]'],
    // Sanitized on the server before they are stored.
    ['intro_pc', 'text', ''],
    ['intro_mobile', 'text', ''],
    ['shelf_reason', 'varchar(200)', ''],
    ['auth_reason', 'varchar(200)', ''],
    ['submitted_by', 'bigint', null],
    ['reviewed_by', 'bigint', null],
    ['reviewed_at', 'bigint', null],
    ['validity_period', 'varchar(30)', ''],
    ['insurance_flag', 'integer', 0],
    ['insurance_code', 'varchar(40)', ''],
    // JSON object: indications, usage, adverse, contraindications, cautions, interactions.
    ['package_insert', 'text', '{}'],
    // Recycle station: a soft delete; null = not recycled.
    ['recycled_at', 'bigint', null],
    // The tokens keyword search matches (platform/search/search-text.ts); indexed by 0014.
    ['search_text', 'varchar(600)', ''],
  ];
  for (const [name, type, dflt] of cols) {
    await db.schema
      .alterTable('goods')
      .addColumn(name, sql.raw(type), (c) => (dflt === null ? c : c.notNull().defaultTo(dflt)))
      .execute();
  }
  // search_text is filled by 0014, which also indexes it.
  await sql`UPDATE goods SET images = CASE WHEN thumbnail = '' THEN '[]' ELSE '["' || thumbnail || '"]' END`.execute(
    db,
  );
  await db.schema
    .createIndex('goods_shop_state_idx')
    .on('goods')
    .columns(['shop_id', 'market_enable', 'is_auth', 'recycled_at', 'id'])
    .execute();
}

async function createSkus(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('goods_skus'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('sku_code', 'varchar(40)', (c) => c.notNull())
    // JSON array of {name, value, image}; '[]' for a single-SKU item.
    .addColumn('spec_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    // Null: the shop-wide default (shops.stock_warning_default).
    .addColumn('warning_quantity', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // Cache of the ledger (sum of stock_ledger.delta for the SKU), written in the same transaction.
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_skus_shop_code_uq', ['shop_id', 'sku_code'])
    .execute();
  await db.schema.createIndex('goods_skus_goods_idx').on('goods_skus').columns(['goods_id', 'id']).execute();

  // The SKU an order line sold (null only for lines older than SKUs, backfilled below).
  await db.schema.alterTable('order_items').addColumn('sku_id', 'bigint').execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('sku_specs', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

async function createStock(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('stock_batches'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull().references('goods_skus.id'))
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('production_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    // '' only for the opening balance of stock that existed before batches (sorts last in FEFO).
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    // Cache of the ledger rows of this batch, written in the same transaction.
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('stock_batches_sku_no_uq', ['sku_id', 'batch_no'])
    .execute();
  await db.schema
    .createIndex('stock_batches_shop_expiry_idx')
    .on('stock_batches')
    .columns(['shop_id', 'expiry_date'])
    .execute();

  await withId(db, db.schema.createTable('stock_ledger'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('sku_id', 'bigint', (c) => c.notNull().references('goods_skus.id'))
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('stock_batches.id'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    // OPENING | INTAKE | ORDER | CANCEL | AFTER_SALE_IN | AFTER_SALE_OUT | ADJUST | IMPORT
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // Order sn, after-sale sn, import job id … what caused the change.
    .addColumn('ref', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_ledger_sku_idx')
    .on('stock_ledger')
    .columns(['shop_id', 'sku_id', 'id'])
    .execute();

  // Which batches went into an order line (FEFO at the moment stock is taken).
  await withId(db, db.schema.createTable('order_item_batches'))
    .addColumn('order_item_id', 'bigint', (c) => c.notNull().references('order_items.id'))
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('stock_batches.id'))
    .addColumn('batch_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_item_batches_item_idx')
    .on('order_item_batches')
    .columns(['order_item_id'])
    .execute();
}

async function createGroupsAndTags(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('goods_groups'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_groups_name_uq', ['shop_id', 'parent_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('goods_tags'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    // hot | new | recommend for the three every shop has; '' for shop-defined tags.
    .addColumn('mark', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_tags_name_uq', ['shop_id', 'name'])
    .execute();
  await db.schema
    .createTable('goods_tag_links')
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('goods_tags.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addPrimaryKeyConstraint('goods_tag_links_pk', ['tag_id', 'goods_id'])
    .execute();
  await db.schema
    .createIndex('goods_tag_links_goods_idx')
    .on('goods_tag_links')
    .columns(['goods_id'])
    .execute();
}

async function createDraftsAndReviews(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable('goods_drafts'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    // The goods item the draft edits; null for a new item.
    .addColumn('goods_id', 'bigint')
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // The wizard's form as JSON; validated in full only when it is published.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_drafts_shop_idx')
    .on('goods_drafts')
    .columns(['shop_id', 'id'])
    .execute();

  // GSP first-sale review history (append-only): SUBMIT | APPROVE | REJECT.
  await withId(db, db.schema.createTable('goods_reviews'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_reviews_goods_idx')
    .on('goods_reviews')
    .columns(['goods_id', 'id'])
    .execute();
}

async function addShopAndSupplierColumns(db: Kysely<unknown>) {
  await db.schema
    .alterTable('shops')
    .addColumn('stock_warning_default', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('near_expiry_days', 'integer', (c) => c.notNull().defaultTo(90))
    .execute();
  await db.schema
    .alterTable('suppliers')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('suppliers')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
}

/** Goods that existed before SKUs get one SKU each (code = goods code) and their stock an opening
 * batch with its ledger row, so every stock figure is a ledger sum from the first day. */
async function openingBalances(db: Kysely<unknown>) {
  const now = Math.floor(Date.now() / 1000);
  await sql`INSERT INTO goods_skus (shop_id, goods_id, sku_code, spec_values, price, cost, stock, created_at, updated_at)
    SELECT shop_id, id, goods_code, '[]', price, supply_price, stock, ${now}, ${now} FROM goods`.execute(db);
  await sql`INSERT INTO stock_batches (shop_id, sku_id, batch_no, production_date, expiry_date, quantity, created_at)
    SELECT shop_id, id, 'OPENING', '', '', stock, ${now} FROM goods_skus WHERE stock > 0`.execute(db);
  await sql`INSERT INTO stock_ledger (shop_id, sku_id, batch_id, delta, kind, ref, reason, created_at)
    SELECT shop_id, sku_id, id, quantity, 'OPENING', '', '', ${now} FROM stock_batches`.execute(db);
  await sql`UPDATE order_items SET sku_id = (SELECT s.id FROM goods_skus s WHERE s.goods_id = order_items.goods_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'goods_reviews',
    'goods_drafts',
    'goods_tag_links',
    'goods_tags',
    'goods_groups',
    'order_item_batches',
    'stock_ledger',
    'stock_batches',
    'goods_skus',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
