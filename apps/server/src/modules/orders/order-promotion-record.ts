import type { OrderPromotion } from '@rxdesk/contract/orders/orders';
import type { PricingDiscount, PricingGift } from '@rxdesk/contract/promotions/pricing-record';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';
import type { OrderItemPromotionTable } from '../../platform/db/schema/promotions.ts';
import type { OrderGiftTable } from '../../platform/db/schema/gifts.ts';
import { fenToYuan } from '../../platform/money.ts';

type Share = Selectable<OrderItemPromotionTable>;
type GiftRow = Selectable<OrderGiftTable>;

/** The summary the intake stored in orders.promotions (older orders hold '[]'). */
function storedSummary(json: string): {
  gifts: { sku_id?: number | null; gift_id?: number | null; promotion_id: number }[];
  points: number;
} {
  try {
    const v = JSON.parse(json) as { gifts?: unknown; points?: unknown };
    return {
      gifts: Array.isArray(v.gifts) ? (v.gifts as { sku_id?: number; promotion_id: number }[]) : [],
      points: typeof v.points === 'number' ? v.points : 0,
    };
  } catch {
    return { gifts: [], points: 0 };
  }
}

/** The points the order's full-cut tier gives (earned when the order completes). */
export function tierPointsOf(promotionsJson: string): number {
  return storedSummary(promotionsJson).points;
}

/** What the tier gave: the order_gifts rows (gifts and the coupon, granted or not), then legacy
 * tiers' SKU gifts that only the summary holds. */
function giftsOf(summary: ReturnType<typeof storedSummary>, rows: readonly GiftRow[]): PricingGift[] {
  const recorded: PricingGift[] = rows.map((r) => ({
    kind: r.kind === 'COUPON' ? 'COUPON' : 'GIFT',
    gift_id: Number(r.gift_id),
    sku_id: null,
    promotion_id: Number(r.promotion_id),
    name: r.name,
    num: Number(r.num),
    granted: Number(r.granted) === 1,
    returned: r.returned_at !== null,
  }));
  const legacy: PricingGift[] = summary.gifts
    .filter((g) => !g.gift_id && g.sku_id)
    .map((g) => ({
      kind: 'GIFT',
      gift_id: null,
      sku_id: Number(g.sku_id),
      promotion_id: g.promotion_id,
      name: '',
      num: 1,
      granted: false,
      returned: false,
    }));
  return [...recorded, ...legacy];
}

const toDiscount = (s: {
  kind: string;
  promotion_id: number;
  title: string;
  amount: number;
}): PricingDiscount => ({
  kind: s.kind as PricingDiscount['kind'],
  promotion_id: s.promotion_id,
  title: s.title,
  amount: fenToYuan(s.amount),
});

/** GET {sn}/promotion: per promotion its total and per line list → discounts → paid (yuan), read
 * from the line shares the intake recorded (so the totals always equal the lines). */
export function promotionRecord(
  o: Order,
  items: readonly OrderItem[],
  shares: readonly Share[],
  gifts: readonly GiftRow[] = [],
): OrderPromotion {
  const totals = new Map<string, { kind: string; promotion_id: number; title: string; amount: number }>();
  for (const s of shares) {
    const key = `${s.kind}:${s.promotion_id}`;
    const t = totals.get(key);
    if (t) t.amount += s.amount;
    else totals.set(key, { kind: s.kind, promotion_id: s.promotion_id, title: s.title, amount: s.amount });
  }
  const summary = storedSummary(o.promotions);
  return {
    discount_price: fenToYuan(o.discount_price),
    adjust_price: fenToYuan(o.adjust_price),
    promotions: [...totals.values()].map(toDiscount),
    lines: items.map((i) => {
      const mine = shares.filter((s) => s.item_id === i.id);
      const off = mine.reduce((n, s) => n + s.amount, 0);
      return {
        item_id: i.id,
        sku_id: i.sku_id,
        goods_name: i.goods_name,
        list_amount: fenToYuan(i.subtotal),
        discounts: mine.map(toDiscount),
        pay_amount: fenToYuan(i.subtotal - off),
      };
    }),
    gifts: giftsOf(summary, gifts),
    points: summary.points,
  };
}
