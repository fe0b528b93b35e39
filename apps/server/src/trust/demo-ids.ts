import type { Db } from '../platform/db/database.ts';

/** What the trust suites address: the ids of one shop's demo data (seed/), read once. */
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

type FirstIdTable =
  | 'complaints'
  | 'goods_asks'
  | 'promotion_gifts'
  | 'member_coupons'
  | 'goods_drafts'
  | 'goods_import_jobs'
  | 'goods_comments'
  | 'operation_logs'
  | 'roles'
  | 'goods'
  | 'coupons'
  | 'freight_templates'
  | 'shop_slides'
  | 'shop_navigations'
  | 'goods_groups'
  | 'goods_tags'
  | 'suppliers'
  | 'grade_applications';

/** The ids of shop A's demo data the resolvers hand out (seed/). */
export async function demoIds(db: Db, shop: number) {
  const one = <T>(row: T | undefined, what: string): T => {
    if (row === undefined) throw new Error(`the demo data of shop ${shop} has no ${what}`);
    return row;
  };
  /** The shop's first row of a table that has nothing else to choose by. */
  const firstId = async (table: FirstIdTable, what: string) =>
    one(
      await db.selectFrom(table).select('id').where('shop_id', '=', shop).orderBy('id').executeTakeFirst(),
      what,
    );
  const order = one(
    await db.selectFrom('orders').select('sn').where('shop_id', '=', shop).orderBy('id').executeTakeFirst(),
    'order',
  );
  const rxOrder = one(
    await db
      .selectFrom('prescriptions')
      .innerJoin('orders', 'orders.id', 'prescriptions.order_id')
      .select('orders.sn')
      .where('prescriptions.shop_id', '=', shop)
      .orderBy('prescriptions.id')
      .executeTakeFirst(),
    'prescription order',
  );
  const controlOrder = one(
    await db
      .selectFrom('control_sales')
      .select('order_sn')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'control sale',
  );
  const sorder = one(
    await db
      .selectFrom('supplier_orders')
      .select(['ssid', 'order_sn'])
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'supplier order',
  );
  const afterSale = one(
    await db
      .selectFrom('after_sales')
      .select('service_sn')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'after-sale case',
  );
  const refund = one(
    await db
      .selectFrom('refunds')
      .select('refund_sn')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'refund',
  );
  const complaint = await firstId('complaints', 'complaint');
  const ask = await firstId('goods_asks', 'consultation');
  const role = await firstId('roles', 'role');
  const clerk = one(
    await db
      .selectFrom('users')
      .select('id')
      .where('shop_id', '=', shop)
      .where('founder', '=', 0)
      .orderBy('id')
      .executeTakeFirst(),
    'clerk',
  );
  const restricted = one(
    await db
      .selectFrom('restricted_goods')
      .select('goods_id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'restricted goods',
  );
  const region = one(
    await db
      .selectFrom('regions')
      .select('id')
      .where('region_grade', '=', 1)
      .orderBy('id')
      .executeTakeFirst(),
    'region',
  );
  const category = one(
    await db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', 0)
      .orderBy('id')
      .executeTakeFirst(),
    'category',
  );
  // Stock by batch (issue 20): a SKU and one of its batches.
  const batch = one(
    await db
      .selectFrom('stock_batches')
      .select(['id', 'sku_id'])
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'stock batch',
  );
  // The goods catalogue (issue 20): an item and a draft of the shop.
  const goods = await firstId('goods', 'goods');
  // Goods groups, tags, promotion codes and suppliers (seed/seed-goods-extras.ts).
  const extras = {
    group: await firstId('goods_groups', 'goods group'),
    tag: await firstId('goods_tags', 'goods tag'),
    approvedGoods: one(
      await db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', shop)
        .where('is_auth', '=', 1)
        .where('recycled_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst(),
      'approved goods',
    ),
    supplier: await firstId('suppliers', 'supplier'),
  };
  // Members (seed/seed-members.ts): a member not in the recycle list.
  const member = one(
    await db
      .selectFrom('members')
      .select(['id', 'mobile'])
      .where('shop_id', '=', shop)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst(),
    'member',
  );
  // Coupons (issue 22, seed/seed-coupons.ts): a coupon and a member's copy of it.
  const coupon = await firstId('coupons', 'coupon');
  // Gifts (seed/seed-gifts.ts): the one the demo full cut names, so the suites' delete is refused.
  const gift = await firstId('promotion_gifts', 'gift');
  const bill = one(
    await db
      .selectFrom('settlement_bills')
      .select('sn')
      .where('shop_id', '=', shop)
      .orderBy('period_start', 'desc')
      .executeTakeFirst(),
    'settlement bill',
  );
  const memberCoupon = await firstId('member_coupons', 'member coupon');
  // Freight templates (issue 23, seed/seed-logistics.ts): the first is named by goods, so the
  // suites' delete is refused.
  const freightTemplate = await firstId('freight_templates', 'freight template');
  // Shop pages (issue 24, seed/seed-pages.ts): a slide and a navigation item.
  const slide = await firstId('shop_slides', 'shop slide');
  const nav = await firstId('shop_navigations', 'shop navigation item');
  // Stores (issue 24, seed/seed-stores.ts): the first store has orders, so the suites' delete is
  // refused and the row stays.
  const store = one(
    await db
      .selectFrom('stores')
      .select('organization_id as id')
      .where('shop_id', '=', shop)
      .orderBy('organization_id')
      .executeTakeFirst(),
    'store',
  );
  const draft = await firstId('goods_drafts', 'goods draft');
  const importJob = await firstId('goods_import_jobs', 'goods import job');
  // Comments (issue 21, seed/seed-comments.ts).
  const comment = await firstId('goods_comments', 'goods comment');
  // Promotions (issue 22, seed/seed-promotions.ts, seed-promotion-activities.ts): the first
  // activity of each kind.
  const promotionOf = async (kind: string) =>
    one(
      await db
        .selectFrom('promotions')
        .select('id')
        .where('shop_id', '=', shop)
        .where('kind', '=', kind)
        .orderBy('id')
        .executeTakeFirst(),
      `${kind} activity`,
    );
  const seckill = await promotionOf('SECKILL');
  const groupBuy = await promotionOf('GROUPBUY');
  const assemble = await promotionOf('ASSEMBLE');
  // Points categories (issue 22, seed/seed-points.ts): a top category with children (so the
  // suites' DELETE is refused and the row stays).
  const pointsCategory = one(
    await db
      .selectFrom('points_categories')
      .select('id')
      .where('shop_id', '=', shop)
      .where('parent_id', '=', 0)
      .orderBy('id')
      .executeTakeFirst(),
    'points category',
  );
  const promotions = {
    fullDiscount: await promotionOf('FULL_DISCOUNT'),
    minus: await promotionOf('MINUS'),
    halfPrice: await promotionOf('HALF_PRICE'),
  };
  // Points goods (issue 22, seed/seed-points.ts): one that is on, so the suites' `on` is refused.
  const pointsGoods = one(
    await db
      .selectFrom('points_goods')
      .select('id')
      .where('shop_id', '=', shop)
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirst(),
    'points goods',
  );
  // Invoices (issue 23, seed/seed-invoices.ts): an issued electronic one (its PDF downloads).
  const invoice = one(
    await db
      .selectFrom('order_invoices')
      .select(['id', 'invoice_sn'])
      .where('shop_id', '=', shop)
      .where('file_sha256', 'is not', null)
      .orderBy('id')
      .executeTakeFirst(),
    'electronic invoice',
  );
  const log = await firstId('operation_logs', 'operation log entry');
  // Qualifications (issue 24, seed/seed-qualifications.ts): the shop-scoped calls take the shop's
  // own id; update / delete / history take a record's.
  const licenceOf = async (yyzz: boolean) =>
    one(
      await db
        .selectFrom('shop_qualifications')
        .select('id')
        .where('shop_id', '=', shop)
        .where('kind', yyzz ? '=' : '!=', 'YYZZ')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst(),
      yyzz ? 'business licence' : 'licence',
    );
  const qualifications = { shop, yyzz: await licenceOf(true), licence: await licenceOf(false) };
  // Open-API keys (issue 24, seed/seed-api-keys.ts): the revoked old ERP key, so the suites' revoke
  // and scope change are refused (409) and the demo intake key the fuzzer calls with stays valid.
  const apiKey = one(
    await db
      .selectFrom('api_keys')
      .select('id')
      .where('shop_id', '=', shop)
      .where('revoked_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirst(),
    'revoked api key',
  );
  const gradeApplication = await firstId('grade_applications', 'grade application');
  return {
    qualifications,
    apiKey,
    gradeApplication,
    invoice,
    ...extras,
    seckill,
    groupBuy,
    assemble,
    promotions,
    member,
    coupon,
    gift,
    freightTemplate,
    slide,
    nav,
    store,
    bill,
    memberCoupon,
    log,
    goods,
    comment,
    pointsCategory,
    pointsGoods,
    draft,
    batch,
    category,
    importJob,
    order,
    rxOrder,
    controlOrder,
    sorder,
    afterSale,
    refund,
    complaint,
    ask,
    role,
    clerk,
    restricted,
    region,
  };
}
