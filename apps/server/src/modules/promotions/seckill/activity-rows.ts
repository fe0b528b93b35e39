import type { ActivityAction } from '@rxdesk/contract/promotions/seckill';
import { fenToYuan } from '../../../platform/money.ts';
import type { PromotionTable } from '../../../platform/db/schema/promotions.ts';
import { ACTIVITY_MACHINE, activityState } from './activity-state.ts';

type PromotionRow = Omit<PromotionTable, 'id' | 'description' | 'scope' | 'rules' | 'close_reason'> & {
  id: number;
  rules: string;
  close_reason: string;
};

/** The fields a seckill and a group-buy row share in lists and details, with the actions the
 * computed state allows now. */
export function activityRowOf(
  p: PromotionRow,
  figures: { sku_count: number | null; quantity: number | null; sold: number | null },
  now: number,
) {
  const state = activityState(p, now);
  return {
    id: p.id,
    title: p.title,
    start_time: p.start_at,
    end_time: p.end_at,
    state,
    sku_count: Number(figures.sku_count ?? 0),
    quantity: Number(figures.quantity ?? 0),
    sold: Number(figures.sold ?? 0),
    create_time: p.created_at,
    close_time: p.closed_at,
    close_reason: p.close_reason,
    allowed_actions: ACTIVITY_MACHINE.allowedActions({ status: state }) as ActivityAction[],
  };
}

/** A promotion SKU row as the detail shows it (money in yuan). */
export function activitySkuOf(s: {
  goods_id: number;
  sku_id: number;
  goods_name: string;
  sku_code: string;
  list_price: number;
  price: number;
  quantity: number;
  sold: number;
  limit_num: number;
  start_at: number;
  end_at: number;
}) {
  return {
    goods_id: s.goods_id,
    sku_id: s.sku_id,
    goods_name: s.goods_name,
    sku_code: s.sku_code,
    list_price: fenToYuan(s.list_price),
    price: fenToYuan(s.price),
    quantity: s.quantity,
    sold: s.sold,
    limit_num: s.limit_num,
    start_time: s.start_at,
    end_time: s.end_at,
  };
}

/** The `rules` JSON of a stored row, or {} when unreadable. */
export function rulesOf(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A SKU the form may offer, money in yuan and its spec values joined. */
export function skuOptionOf(s: {
  sku_id: number;
  goods_id: number;
  goods_name: string;
  sku_code: string;
  spec_values: string;
  price: number;
  stock: number;
}) {
  let specs = '';
  try {
    const v: unknown = JSON.parse(s.spec_values);
    if (Array.isArray(v)) specs = v.map((x) => String((x as { value?: unknown }).value ?? '')).join(' ');
  } catch {
    specs = '';
  }
  return {
    sku_id: s.sku_id,
    goods_id: s.goods_id,
    goods_name: s.goods_name,
    sku_code: s.sku_code,
    specs,
    price: fenToYuan(s.price),
    stock: s.stock,
  };
}
