import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import { demoIds, type DemoIds } from './demo-ids.ts';
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

type Ids = DemoIds;

/** One resolver per param name (narrowed by the URL where a name means several things). A param no
 * resolver knows fails the suite: a new route's ids must be taught here. */
const RESOLVERS: { param: string; url?: RegExp; resolve: (ids: Ids) => ParamValue }[] = [
  { param: 'sn', url: /\/sorders\//, resolve: (ids) => owned(ids.sorder.order_sn) },
  { param: 'sn', url: /\/prescription\//, resolve: (ids) => owned(ids.rxOrder.sn) },
  { param: 'sn', url: /\/control\/orders\//, resolve: (ids) => owned(ids.controlOrder.order_sn) },
  { param: 'sn', url: /\/settlement\/bills\//, resolve: (ids) => owned(ids.bill.sn) },
  // The platform's own call (its key, not a shop's): it names a shop by id.
  { param: 'shop_id', url: /\/platform\/settlement\/shops\//, resolve: () => shared('1') },
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
  { param: 'id', url: /\/trade\/invoice\//, resolve: (ids) => owned(String(ids.invoice.id)) },
  {
    param: 'id',
    url: /\/seller\/shops\/ship-templates\//,
    resolve: (ids) => owned(String(ids.freightTemplate.id)),
  },
  // Shop pages (issue 24): slides, navigation, the mobile home versions (numbered per shop: the
  // other shop has none); the themes are the product's list, every shop's.
  { param: 'id', url: /\/seller\/shops\/slides\//, resolve: (ids) => owned(String(ids.slide.id)) },
  { param: 'id', url: /\/seller\/shops\/navigations\//, resolve: (ids) => owned(String(ids.nav.id)) },
  { param: 'version_no', url: /\/seller\/pages\/mobile-home\//, resolve: () => owned('1') },
  { param: 'code', url: /\/seller\/shops\/pc-themes\//, resolve: () => shared('pc-classic') },
  { param: 'code', url: /\/seller\/shops\/mobile-themes\//, resolve: () => shared('mobile-herbal') },
  {
    param: 'id',
    url: /\/Qualifications\/(getYyzzByShopId|addYyzz|getQualifications|addQualifications)\//,
    resolve: (ids) => owned(String(ids.qualifications.shop)),
  },
  {
    param: 'id',
    url: /\/Qualifications\/(updateYyzz|del)\//,
    resolve: (ids) => owned(String(ids.qualifications.yyzz.id)),
  },
  {
    param: 'id',
    url: /\/Qualifications\/(updateQualifications|delQualifications|history)\//,
    resolve: (ids) => owned(String(ids.qualifications.licence.id)),
  },
  { param: 'id', url: /\/seller\/shops\/api-keys\//, resolve: (ids) => owned(String(ids.apiKey.id)) },
  {
    param: 'id',
    url: /\/platform\/grade-applications\//,
    resolve: (ids) => owned(String(ids.gradeApplication.id)),
  },
  // Stores and the organisation tree (issue 24): a store of the shop (a node of its tree).
  { param: 'id', url: /\/seller\/stores\//, resolve: (ids) => owned(String(ids.store.id)) },
  { param: 'id', url: /\/systems\/organizations\//, resolve: (ids) => owned(String(ids.store.id)) },
  // The map services are every shop's: a provider and a tile of Shanghai.
  { param: 'provider', url: /\/seller\/maps\//, resolve: () => shared('amap') },
  { param: 'z', url: /\/seller\/maps\//, resolve: () => shared('12') },
  { param: 'x', url: /\/seller\/maps\//, resolve: () => shared('3430') },
  { param: 'y', url: /\/seller\/maps\//, resolve: () => shared('1673') },
  // The maintained express list is every shop's (each shop's choice of it is its own).
  { param: 'code', url: /\/seller\/express\//, resolve: () => shared('JD') },
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
      ids.invoice.invoice_sn,
      ids.bill.sn,
    ],
    bodyIds: { order_sn: ids.order.sn },
  };
}

/** The URL with its params filled in. */
export function fillUrl(url: string, values: Record<string, { value: string }>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]?.value ?? ''));
}
