/** The pure part of a day's rollup: from the shop's orders paid that day (with their lines) and
 * the refunds paid back that day (with the goods they gave back), the rows of every stat_sale_*
 * day table. No SQL here, so the rules are in one place and the same for rebuild and catch-up. */

export interface PaidOrder {
  id: number;
  member_id: number | null;
  order_source: string;
  payment_type: string;
  paid_amount: number;
  region_ids: string;
  paid_at: number;
}
export interface PaidLine {
  order_id: number;
  goods_id: number;
  price: number;
  num: number;
  subtotal: number;
}
export interface PaidRefund {
  id: number;
  amount: number;
}
/** A goods share of a refund: the approved after-sale line, or a cancelled order's line. */
export interface RefundedGoods {
  refund_id: number;
  goods_id: number;
  num: number;
  amount: number;
}

export interface DayRows {
  day: { orders: number; amount: number; units: number; refunds: number; refund_amount: number } | null;
  hours: { hour: number; orders: number; amount: number }[];
  channels: { order_source: string; payment_type: string; orders: number; amount: number }[];
  values: { yuan: number; orders: number; units: number; amount: number }[];
  prices: { yuan: number; orders: number; units: number; amount: number }[];
  goods: {
    goods_id: number;
    units: number;
    amount: number;
    orders: number;
    refund_num: number;
    refund_amount: number;
  }[];
  regions: { province_id: number; city_id: number; orders: number; amount: number }[];
  members: { member_id: number; province_id: number; city_id: number }[];
}

const SHANGHAI = 8 * 3600;

/** Province and city ids of an order's region path ('31,3101,310115,…'); 0 without an address. */
export function regionOf(regionIds: string): { province_id: number; city_id: number } {
  const [province, city] = regionIds.split(',').map((part) => Number(part.trim()));
  return {
    province_id: Number.isInteger(province) && province ? province : 0,
    city_id: Number.isInteger(city) && city ? city : 0,
  };
}

/** Whole yuan of a fen amount (a price of 99.99 counts in a range ending at 99). */
export const wholeYuan = (fen: number) => Math.floor(fen / 100);

function bump<T extends object>(map: Map<string, T>, key: string, make: () => T, add: (row: T) => void) {
  let row = map.get(key);
  if (!row) {
    row = make();
    map.set(key, row);
  }
  add(row);
}

export function computeDay(
  orders: PaidOrder[],
  lines: PaidLine[],
  refunds: PaidRefund[],
  refunded: RefundedGoods[],
): DayRows {
  const hours = new Map<string, DayRows['hours'][number]>();
  const channels = new Map<string, DayRows['channels'][number]>();
  const values = new Map<string, DayRows['values'][number]>();
  const prices = new Map<string, DayRows['prices'][number]>();
  const goods = new Map<string, DayRows['goods'][number]>();
  const regions = new Map<string, DayRows['regions'][number]>();
  const members = new Map<string, DayRows['members'][number]>();
  const unitsOf = new Map<number, number>();
  for (const line of lines) unitsOf.set(line.order_id, (unitsOf.get(line.order_id) ?? 0) + line.num);

  let amount = 0;
  let units = 0;
  for (const o of orders) {
    const n = unitsOf.get(o.id) ?? 0;
    amount += o.paid_amount;
    units += n;
    const hour = Math.floor(((o.paid_at + SHANGHAI) % 86400) / 3600);
    bump(
      hours,
      String(hour),
      () => ({ hour, orders: 0, amount: 0 }),
      (r) => {
        r.orders += 1;
        r.amount += o.paid_amount;
      },
    );
    const ck = `${o.order_source}|${o.payment_type}`;
    bump(
      channels,
      ck,
      () => ({ order_source: o.order_source, payment_type: o.payment_type, orders: 0, amount: 0 }),
      (r) => {
        r.orders += 1;
        r.amount += o.paid_amount;
      },
    );
    const yuan = wholeYuan(o.paid_amount);
    bump(
      values,
      String(yuan),
      () => ({ yuan, orders: 0, units: 0, amount: 0 }),
      (r) => {
        r.orders += 1;
        r.units += n;
        r.amount += o.paid_amount;
      },
    );
    const region = regionOf(o.region_ids);
    const rk = `${region.province_id}|${region.city_id}`;
    bump(
      regions,
      rk,
      () => ({ ...region, orders: 0, amount: 0 }),
      (r) => {
        r.orders += 1;
        r.amount += o.paid_amount;
      },
    );
    if (o.member_id !== null) {
      members.set(`${o.member_id}|${rk}`, { member_id: o.member_id, ...region });
    }
  }

  // Orders per goods and per price count each order once however many lines it has there.
  const orderSeen = new Set<string>();
  type GoodsRow = DayRows['goods'][number];
  const goodsRow = (goodsId: number) => (add: (row: GoodsRow) => void) =>
    bump(
      goods,
      String(goodsId),
      () => ({ goods_id: goodsId, units: 0, amount: 0, orders: 0, refund_num: 0, refund_amount: 0 }),
      add,
    );
  for (const line of lines) {
    goodsRow(line.goods_id)((r) => {
      r.units += line.num;
      r.amount += line.subtotal;
      if (!orderSeen.has(`g${line.goods_id}|${line.order_id}`)) r.orders += 1;
    });
    orderSeen.add(`g${line.goods_id}|${line.order_id}`);
    const yuan = wholeYuan(line.price);
    bump(
      prices,
      String(yuan),
      () => ({ yuan, orders: 0, units: 0, amount: 0 }),
      (r) => {
        r.units += line.num;
        r.amount += line.subtotal;
        if (!orderSeen.has(`p${yuan}|${line.order_id}`)) r.orders += 1;
      },
    );
    orderSeen.add(`p${yuan}|${line.order_id}`);
  }
  for (const share of refunded) {
    goodsRow(share.goods_id)((r) => {
      r.refund_num += share.num;
      r.refund_amount += share.amount;
    });
  }

  const refundAmount = refunds.reduce((sum, r) => sum + r.amount, 0);
  const any = orders.length > 0 || refunds.length > 0;
  return {
    day: any
      ? { orders: orders.length, amount, units, refunds: refunds.length, refund_amount: refundAmount }
      : null,
    hours: [...hours.values()],
    channels: [...channels.values()],
    values: [...values.values()],
    prices: [...prices.values()],
    goods: [...goods.values()],
    regions: [...regions.values()],
    members: [...members.values()],
  };
}
