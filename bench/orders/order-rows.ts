/**
 * Deterministic, plausible order rows for the benchmarks: one row per id, created_at increasing
 * with id over the last 180 days, one shop (1) holding a fixed share, statuses that depend on age
 * (recent orders are still open, old ones mostly COMPLETE), pharmacy goods from the demo catalogue.
 */
import { CATALOGUE } from '@rxdesk/server/src/seed/catalogue-data.ts';
import { shippingFee } from '@rxdesk/server/src/modules/orders/order-intake-rules.ts';
import {
  CANCEL_REASONS,
  EXPRESS,
  GIVEN,
  MOBILE_PREFIXES,
  REGIONS,
  REMARKS,
  RIDERS,
  SURNAMES,
} from './order-row-words.ts';
import type { OrderRow } from './order-columns.ts';

/** mulberry32: small, fast, seeded. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Weighted choice over [value, weight] pairs (weights need not sum to 1). */
function weighted<T>(pairs: readonly (readonly [T, number])[]) {
  const total = pairs.reduce((s, [, w]) => s + w, 0);
  const cum: number[] = [];
  let acc = 0;
  for (const [, w] of pairs) cum.push((acc += w / total));
  return (r: Rand): T => {
    const x = r();
    for (let i = 0; i < cum.length; i++) if (x < cum[i]!) return pairs[i]![0];
    return pairs[pairs.length - 1]![0];
  };
}

const RX_GOODS = CATALOGUE.filter((g) => g.drug_type === 'RX');
const OTC_GOODS = CATALOGUE.filter((g) => g.drug_type !== 'RX');
if (RX_GOODS.length === 0 || OTC_GOODS.length === 0)
  throw new Error('catalogue must hold RX and non-RX goods');

const chooseSource = weighted([
  ['MINI', 48],
  ['APP', 20],
  ['WAP', 10],
  ['PC', 4],
  ['ERP', 8],
  ['MEITUAN', 10],
] as const);
const chooseShipping = weighted([
  ['EXPRESS', 55],
  ['SAME_CITY', 30],
  ['SELF_PICK', 15],
] as const);
const chooseLines = weighted([
  [1, 55],
  [2, 28],
  [3, 12],
  [4, 5],
] as const);
const chooseNum = weighted([
  [1, 70],
  [2, 20],
  [3, 7],
  [5, 3],
] as const);
/** Old orders (> 3 days): mostly settled, with a tail still open (the WAIT_SHIP backlog). */
const chooseOld = weighted([
  ['COMPLETE', 84],
  ['CANCELLED', 6.5],
  ['WAIT', 4.5],
  ['SHIPPED', 2],
  ['ROG', 0.8],
  ['NEW', 0.8],
  ['AFTER_SERVICE', 1],
  ['INTODB_ERROR', 0.4],
] as const);
/** Orders of the last 3 days: much still in flight. */
const chooseRecent = weighted([
  ['COMPLETE', 30],
  ['CANCELLED', 5],
  ['WAIT', 25],
  ['SHIPPED', 25],
  ['ROG', 5],
  ['NEW', 8],
  ['AFTER_SERVICE', 1],
  ['INTODB_ERROR', 1],
] as const);

export interface GeneratorOptions {
  total: number;
  bigShopOrders: number;
  shops: number;
  /** unix seconds: orders end just before this */
  now: number;
  days: number;
  seed?: number;
  /** The first generated id: after the demo seed's own orders, which stay (default 1). */
  firstId?: number;
}

/** Yields rows in id order (id = firstId .. firstId + total - 1). */
export function* orderRows(o: GeneratorOptions): Generator<OrderRow> {
  const r = rng(o.seed ?? 20261122);
  const span = o.days * 86_400;
  const start = o.now - span;
  const step = span / o.total; // > 1 s for 1M orders over 180 days: created_at strictly increases
  // Other shops share the rest with a Zipf-like skew (a few busy shops, a long tail).
  const otherShops = weighted(
    Array.from({ length: o.shops - 1 }, (_, k) => [k + 2, 1 / Math.pow(k + 1, 0.7)] as const),
  );
  const serials = new Map<string, number>();
  let bigLeft = o.bigShopOrders;

  for (let i = 0; i < o.total; i++) {
    const id = (o.firstId ?? 1) + i;
    const shopId = r() < bigLeft / (o.total - i) ? 1 : otherShops(r);
    if (shopId === 1) bigLeft--;
    const created = start + Math.floor(i * step);
    const ageDays = (o.now - created) / 86_400;
    const day = new Date((created + 8 * 3600) * 1000).toISOString().slice(0, 10); // Asia/Shanghai
    const serialKey = `${shopId}|${day}`;
    const serial = (serials.get(serialKey) ?? 0) + 1;
    serials.set(serialKey, serial);

    const source = chooseSource(r);
    const shipping = chooseShipping(r);
    const payment = r() < 0.08 ? 'COD' : 'ONLINE';
    let kind: string = ageDays <= 3 ? chooseRecent(r) : chooseOld(r);
    if (shipping === 'SELF_PICK' && (kind === 'SHIPPED' || kind === 'ROG')) kind = 'COMPLETE';
    if (payment === 'COD' && kind === 'NEW') kind = 'WAIT';
    const status = kind === 'WAIT' ? (payment === 'COD' ? 'CONFIRM' : 'PAID_OFF') : kind;

    const isRx = r() < 0.25;
    const nLines = chooseLines(r);
    const names: string[] = [];
    let goodsPrice = 0;
    let goodsNum = 0;
    for (let l = 0; l < nLines; l++) {
      const g = l === 0 && isRx ? pick(r, RX_GOODS) : pick(r, OTC_GOODS);
      const num = chooseNum(r);
      names.push(g.goods_name);
      goodsPrice += g.price_fen * num;
      goodsNum += num;
    }
    const shippingPrice = shippingFee(shipping, goodsPrice);
    const discount = r() < 0.12 ? Math.min(goodsPrice - 1, pick(r, [300, 500, 1000, 2000])) : 0;
    const orderPrice = goodsPrice + shippingPrice - discount;

    const cod = payment === 'COD';
    const paid =
      status === 'NEW' || (cod && status !== 'COMPLETE')
        ? 0
        : status === 'CANCELLED'
          ? r() < 0.4
            ? 1
            : 0
          : 1;
    const paidAt = paid ? created + 30 + Math.floor(r() * 600) : null;
    const shippedStates = ['SHIPPED', 'ROG', 'COMPLETE', 'AFTER_SERVICE'];
    const shipped = shippedStates.includes(status) && shipping !== 'SELF_PICK';
    const shippedAt = shipped ? created + 1800 + Math.floor(r() * 86_400) : null;
    const receivedAt =
      status === 'ROG' || status === 'COMPLETE' || status === 'AFTER_SERVICE'
        ? (shippedAt ?? created + 3600) + Math.floor(r() * 2 * 86_400)
        : null;
    const completedAt = status === 'COMPLETE' ? (receivedAt ?? created + 3600) : null;
    const cancelledAt = status === 'CANCELLED' ? created + 60 + Math.floor(r() * 7200) : null;
    const updated = Math.max(
      created,
      paidAt ?? 0,
      shippedAt ?? 0,
      receivedAt ?? 0,
      completedAt ?? 0,
      cancelledAt ?? 0,
    );

    const rxStatus = !isRx
      ? 'NONE'
      : status === 'CANCELLED'
        ? r() < 0.3
          ? 'REJECTED'
          : 'APPROVED'
        : status === 'NEW' || status === 'PAID_OFF' || status === 'CONFIRM' || status === 'INTODB_ERROR'
          ? r() < 0.35
            ? 'PENDING'
            : 'APPROVED'
          : 'APPROVED';

    const [regionIds, regionNames, streets] = pick(r, REGIONS);
    const name = pick(r, SURNAMES) + pick(r, GIVEN) + (r() < 0.6 ? pick(r, GIVEN) : '');
    const mobile = pick(r, MOBILE_PREFIXES) + String(Math.floor(r() * 1e8)).padStart(8, '0');
    const address =
      shipping === 'SELF_PICK'
        ? ''
        : `${pick(r, streets)} ${1 + Math.floor(r() * 999)} 号 ${1 + Math.floor(r() * 30)}${String(1 + Math.floor(r() * 4)).padStart(2, '0')} 室`;
    const express = shipping === 'EXPRESS' && shipped ? pick(r, EXPRESS) : null;
    const sameCity = shipping === 'SAME_CITY' && shipped;
    const partner = sameCity ? pick(r, ['SHOP', 'SF', 'MEITUAN']) : '';
    const deliveryStatus = sameCity ? (status === 'SHIPPED' ? 'PICKED_UP' : 'DELIVERED') : 'NONE';
    const printed = status !== 'NEW' && status !== 'CANCELLED' && r() < 0.7;
    const entry = status === 'INTODB_ERROR' ? 2 : status === 'NEW' ? 0 : 1;
    // sn: day + 8 digits, a bijection of the id (odd multiplier mod 1e8) so it looks random and stays unique
    const sn = day.replace(/-/g, '') + String((id * 48_271 + 12_345) % 100_000_000).padStart(8, '0');

    yield [
      id,
      shopId,
      sn,
      null,
      source,
      shipping,
      payment,
      status,
      status === 'INTODB_ERROR'
        ? cod
          ? 'CONFIRM'
          : 'PAID_OFF'
        : status === 'AFTER_SERVICE'
          ? 'COMPLETE'
          : null,
      paid,
      status === 'AFTER_SERVICE' ? 'APPLY' : 'NOT_APPLY',
      entry,
      entry === 2 ? 'ERP 接口超时：库存同步失败' : '',
      source === 'ERP' ? 1 : 0,
      printed ? '1' : '0',
      source === 'MEITUAN' ? 1 : 0,
      isRx ? 1 : 0,
      rxStatus,
      isRx ? `RX-${day.slice(0, 4)}-${String(id).padStart(7, '0')}` : '',
      goodsPrice,
      shippingPrice,
      discount,
      0,
      orderPrice,
      paid ? orderPrice : 0,
      goodsNum,
      names.join('、').slice(0, 1000),
      name,
      mobile,
      regionIds,
      regionNames,
      address,
      31.1 + r() * 0.3,
      121.3 + r() * 0.4,
      r() < 0.1 ? pick(r, REMARKS) : '',
      shipping === 'SELF_PICK' ? String(Math.floor(r() * 1e6)).padStart(6, '0') : '',
      serial,
      day,
      express?.[0] ?? '',
      express?.[1] ?? '',
      express ? `${express[0]}${String(Math.floor(r() * 1e12)).padStart(12, '0')}` : '',
      '',
      partner,
      deliveryStatus,
      partner && partner !== 'SHOP' ? `D${id}` : '',
      sameCity ? 500 : 0,
      sameCity ? pick(r, RIDERS) : '',
      sameCity ? pick(r, MOBILE_PREFIXES) + String(Math.floor(r() * 1e8)).padStart(8, '0') : '',
      printed ? '前台打印机' : '',
      printed ? created + 120 : null,
      discount ? '["满减优惠"]' : '[]',
      status === 'CANCELLED' ? 1 : 0,
      status === 'CANCELLED' ? pick(r, CANCEL_REASONS) : '',
      created,
      paidAt,
      shippedAt,
      receivedAt,
      completedAt,
      cancelledAt,
      updated,
    ];
  }
}
