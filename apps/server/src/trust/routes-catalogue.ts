import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import type { RouteEntry } from '../platform/http/route-table.ts';
import type { RouteAccess } from '../platform/http/route-schema.ts';

/** One route the trust suite attacks, as the app recorded it, with its path params named. */
export interface CatalogueRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema: RouteEntry['schema'];
  params: string[];
}

const KINDS = new Set(['seller', 'open', 'callback', 'public', 'internal']);

/** Every route of the running app (HEAD twins of GETs left out: same handler, no body). A route
 * without a known access class is returned in `unclassified`, which fails the suites. */
export function catalogue(app: FastifyInstance): { routes: CatalogueRoute[]; unclassified: string[] } {
  const routes: CatalogueRoute[] = [];
  const unclassified: string[] = [];
  for (const r of app.routeTable) {
    if (r.method === 'HEAD') continue;
    const access = r.access;
    const permissionOk = access?.kind !== 'seller' || access.permission === null || !!access.permission;
    if (!access || !KINDS.has(access.kind) || !permissionOk) {
      unclassified.push(`${r.method} ${r.url} ${JSON.stringify(access)}`);
      continue;
    }
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    routes.push({ method: r.method, url: r.url, access, schema: r.schema, params });
  }
  return { routes, unclassified };
}

/** A path param's value: a real id of shop A's demo data (`owned`: another shop must get 404), or
 * a value every shop shares (a region). */
export interface ParamValue {
  value: string;
  owned: boolean;
}

type Ids = Awaited<ReturnType<typeof demoIds>>;

/** The ids of shop A's demo data the resolvers hand out (seed/). */
async function demoIds(db: Db, shop: number) {
  const one = <T>(row: T | undefined, what: string): T => {
    if (row === undefined) throw new Error(`the demo data of shop ${shop} has no ${what}`);
    return row;
  };
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
  const complaint = one(
    await db
      .selectFrom('complaints')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'complaint',
  );
  const ask = one(
    await db
      .selectFrom('goods_asks')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'consultation',
  );
  const role = one(
    await db.selectFrom('roles').select('id').where('shop_id', '=', shop).orderBy('id').executeTakeFirst(),
    'role',
  );
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
  const goods = one(
    await db.selectFrom('goods').select('id').where('shop_id', '=', shop).orderBy('id').executeTakeFirst(),
    'goods',
  );
  // Goods groups, tags, promotion codes and suppliers (seed/seed-goods-extras.ts).
  const extras = {
    group: one(
      await db
        .selectFrom('goods_groups')
        .select('id')
        .where('shop_id', '=', shop)
        .orderBy('id')
        .executeTakeFirst(),
      'goods group',
    ),
    tag: one(
      await db
        .selectFrom('goods_tags')
        .select('id')
        .where('shop_id', '=', shop)
        .orderBy('id')
        .executeTakeFirst(),
      'goods tag',
    ),
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
    supplier: one(
      await db
        .selectFrom('suppliers')
        .select('id')
        .where('shop_id', '=', shop)
        .orderBy('id')
        .executeTakeFirst(),
      'supplier',
    ),
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
  const coupon = one(
    await db.selectFrom('coupons').select('id').where('shop_id', '=', shop).orderBy('id').executeTakeFirst(),
    'coupon',
  );
  // Gifts (seed/seed-gifts.ts): the one the demo full cut names, so the suites' delete is refused.
  const gift = one(
    await db
      .selectFrom('promotion_gifts')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'gift',
  );
  const memberCoupon = one(
    await db
      .selectFrom('member_coupons')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'member coupon',
  );
  const draft = one(
    await db
      .selectFrom('goods_drafts')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'goods draft',
  );
  const importJob = one(
    await db
      .selectFrom('goods_import_jobs')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'goods import job',
  );
  // Comments (issue 21, seed/seed-comments.ts).
  const comment = one(
    await db
      .selectFrom('goods_comments')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'goods comment',
  );
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
  const log = one(
    await db
      .selectFrom('operation_logs')
      .select('id')
      .where('shop_id', '=', shop)
      .orderBy('id')
      .executeTakeFirst(),
    'operation log entry',
  );
  return {
    ...extras,
    seckill,
    groupBuy,
    assemble,
    promotions,
    member,
    coupon,
    gift,
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

/** One resolver per param name (narrowed by the URL where a name means several things). A param no
 * resolver knows fails the suite: a new route's ids must be taught here. */
const RESOLVERS: { param: string; url?: RegExp; resolve: (ids: Ids) => ParamValue }[] = [
  { param: 'sn', url: /\/sorders\//, resolve: (ids) => owned(ids.sorder.order_sn) },
  { param: 'sn', url: /\/prescription\//, resolve: (ids) => owned(ids.rxOrder.sn) },
  { param: 'sn', url: /\/control\/orders\//, resolve: (ids) => owned(ids.controlOrder.order_sn) },
  { param: 'sn', resolve: (ids) => owned(ids.order.sn) },
  { param: 'ssid', resolve: (ids) => owned(ids.sorder.ssid) },
  { param: 'a', url: /\/prescriptionOrder\/audit\//, resolve: (ids) => owned(ids.rxOrder.sn) },
  { param: 'b', url: /\/prescriptionOrder\/audit\//, resolve: () => shared('1') },
  { param: 'service_sn', resolve: (ids) => owned(ids.afterSale.service_sn) },
  { param: 'refund_sn', resolve: (ids) => owned(ids.refund.refund_sn) },
  { param: 'goods_id', url: /\/control\/goods\//, resolve: (ids) => owned(String(ids.restricted.goods_id)) },
  { param: 'goods_id', url: /\/qrcode\.png$/, resolve: (ids) => owned(String(ids.approvedGoods.id)) },
  { param: 'goods_ids', url: /\/goods\/tags\//, resolve: (ids) => owned(String(ids.approvedGoods.id)) },
  { param: 'cat_id', url: /\/shops\/cats\//, resolve: (ids) => owned(String(ids.group.id)) },
  { param: 'tag_id', url: /\/goods\/tags\//, resolve: (ids) => owned(String(ids.tag.id)) },
  { param: 'supplier_id', url: /\/suppliers\//, resolve: (ids) => owned(String(ids.supplier.id)) },
  { param: 'id', url: /\/roles\//, resolve: (ids) => owned(String(ids.role.id)) },
  { param: 'id', url: /\/clerks\//, resolve: (ids) => owned(String(ids.clerk.id)) },
  { param: 'id', url: /\/complaints\//, resolve: (ids) => owned(String(ids.complaint.id)) },
  { param: 'ask_id', resolve: (ids) => owned(String(ids.ask.id)) },
  { param: 'id', url: /\/regions\//, resolve: (ids) => shared(String(ids.region.id)) },
  { param: 'ids', url: /\/admin\/goods\/skus\//, resolve: (ids) => owned(String(ids.goods.id)) },
  { param: 'member_id', resolve: (ids) => owned(String(ids.member.id)) },
  { param: 'ids', url: /\/admin\/members\//, resolve: (ids) => owned(String(ids.member.id)) },
  { param: 'ids', url: /\/point\/category\//, resolve: (ids) => owned(String(ids.pointsCategory.id)) },
  { param: 'id', url: /\/points\/categories\//, resolve: (ids) => owned(String(ids.pointsCategory.id)) },
  { param: 'id', url: /\/points\/goods\//, resolve: (ids) => owned(String(ids.pointsGoods.id)) },
  // The platform's categories are every shop's; an image is addressed by its content's hash.
  { param: 'ids', url: /\/categories\//, resolve: (ids) => shared(String(ids.category.id)) },
  { param: 'id', url: /\/categories\//, resolve: (ids) => shared(String(ids.category.id)) },
  { param: 'id', url: /\/goods\/standard\//, resolve: () => shared('1') },
  { param: 'file', url: /^\/api\/files\//, resolve: () => shared(`${'0'.repeat(64)}.png`) },
  { param: 'type', url: /^\/api\/captchas\//, resolve: () => shared('login') },
  { param: 'sku_id', resolve: (ids) => owned(String(ids.batch.sku_id)) },
  { param: 'batch_id', resolve: (ids) => owned(String(ids.batch.id)) },
  { param: 'goods_id', resolve: (ids) => owned(String(ids.goods.id)) },
  { param: 'goods_ids', resolve: (ids) => owned(String(ids.goods.id)) },
  { param: 'draft_id', resolve: (ids) => owned(String(ids.draft.id)) },
  { param: 'job_id', url: /\/goods\/import\//, resolve: (ids) => owned(String(ids.importJob.id)) },
  { param: 'log_id', resolve: (ids) => owned(String(ids.log.id)) },
  { param: 'id', url: /^\/api\/captchas\//, resolve: () => shared('trust-suite') },
  { param: 'comment_id', resolve: (ids) => owned(String(ids.comment.id)) },
  { param: 'id', url: /\/promotion\/seckills\//, resolve: (ids) => owned(String(ids.seckill.id)) },
  { param: 'id', url: /\/promotion\/group-buy-goods\//, resolve: (ids) => owned(String(ids.groupBuy.id)) },
  { param: 'id', url: /\/promotion\/pintuan\//, resolve: (ids) => owned(String(ids.assemble.id)) },
  { param: 'id', url: /\/promotion\/coupons\//, resolve: (ids) => owned(String(ids.coupon.id)) },
  { param: 'id', url: /^\/api\/open\/coupons\//, resolve: (ids) => owned(String(ids.coupon.id)) },
  {
    param: 'id',
    url: /\/promotion\/full-discount-gifts\//,
    resolve: (ids) => owned(String(ids.gift.id)),
  },
  { param: 'mc_id', resolve: (ids) => owned(String(ids.memberCoupon.id)) },
  { param: 'mobile', url: /\/open\/members\//, resolve: (ids) => owned(ids.member.mobile) },
  {
    param: 'id',
    url: /\/promotion\/full-discounts\//,
    resolve: (ids) => owned(String(ids.promotions.fullDiscount.id)),
  },
  { param: 'id', url: /\/promotion\/minus\//, resolve: (ids) => owned(String(ids.promotions.minus.id)) },
  {
    param: 'id',
    url: /\/promotion\/half-prices\//,
    resolve: (ids) => owned(String(ids.promotions.halfPrice.id)),
  },
];

const owned = (value: string): ParamValue => ({ value, owned: true });
const shared = (value: string): ParamValue => ({ value, owned: false });

export interface ParamResolver {
  /** The route's params filled with shop A's ids; throws for a param no resolver knows. */
  resolve(route: CatalogueRoute): Record<string, ParamValue>;
  /** Shop A's own identifiers (order, case, refund, sub-order numbers): another shop's answer
   * containing one of them is a leak. */
  markers: string[];
  /** Body fields that name a resource of shop A (sent by another shop, they must get 404 too). */
  bodyIds: Record<string, string>;
}

export async function paramResolver(db: Db, shop: number): Promise<ParamResolver> {
  const ids = await demoIds(db, shop);
  return {
    resolve(route) {
      const out: Record<string, ParamValue> = {};
      for (const param of route.params) {
        const r = RESOLVERS.find((x) => x.param === param && (!x.url || x.url.test(route.url)));
        if (!r)
          throw new Error(
            `no resolver for :${param} of ${route.method} ${route.url}: teach trust/routes-catalogue.ts`,
          );
        out[param] = r.resolve(ids);
      }
      return out;
    },
    markers: [
      ids.order.sn,
      ids.rxOrder.sn,
      ids.controlOrder.order_sn,
      ids.sorder.ssid,
      ids.sorder.order_sn,
      ids.afterSale.service_sn,
      ids.refund.refund_sn,
    ],
    bodyIds: { order_sn: ids.order.sn },
  };
}

/** The URL with its params filled in. */
export function fillUrl(url: string, values: Record<string, { value: string }>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]?.value ?? ''));
}
