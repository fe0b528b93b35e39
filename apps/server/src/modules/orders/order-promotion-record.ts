import type { OrderPromotion } from '@rxdesk/contract/orders/orders';
import type { PricingDiscount } from '@rxdesk/contract/promotions/pricing-record';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';
import type { OrderItemPromotionTable } from '../../platform/db/schema/promotions.ts';
import { fenToYuan } from '../../platform/money.ts';

type Share = Selectable<OrderItemPromotionTable>;

/** The summary the intake stored in orders.promotions (older orders hold '[]'). */
function storedSummary(json: string): { gifts: { sku_id: number; promotion_id: number }[]; points: number } {
  try {
    const v = JSON.parse(json) as { gifts?: unknown; points?: unknown };
    return {
      gifts: Array.isArray(v.gifts) ? (v.gifts as { sku_id: number; promotion_id: number }[]) : [],
      points: typeof v.points === 'number' ? v.points : 0,
    };
  } catch {
    return { gifts: [], points: 0 };
  }
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
    gifts: summary.gifts,
    points: summary.points,
  };
}
