import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { INTAKE_REGION } from './order-intake.ts';

/** The demo shop's intake key (seeded in demo mode, DESIGN.md §8). */
const INTAKE_KEY = 'rxdesk-demo-intake-key';

/** A seeded member and an enabled points goods in stock that member can afford and may still take,
 * read off the e2e server's database (E2E_DATA_DIR) as a storefront would know them. */
export function pointsExchangeFixture(): { mobile: string; pointsGoodsId: number; points: number } {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  const db = new Database(join(dir, 'rxdesk.db'), { readonly: true });
  try {
    // The cheapest goods any member can still exchange (within its per-member limit).
    const found = db
      .prepare(
        `select g.id, g.points, m.mobile from points_goods g
         join members m on m.shop_id = g.shop_id
         where g.shop_id = 1 and g.enabled = 1 and g.stock > 0
           and (select coalesce(sum(p.change), 0) from member_points p where p.member_id = m.id) >= g.points
           and (g.limit_num = 0 or g.limit_num > (select coalesce(sum(i.num), 0) from orders o
             join order_items i on i.order_id = o.id
             where o.member_id = m.id and o.order_type = 'POINTS' and o.status <> 'CANCELLED'
               and i.sku_id = g.sku_id))
         order by g.points, m.id limit 1`,
      )
      .get() as { id: number; points: number; mobile: string } | undefined;
    if (!found) throw new Error('no member can afford a points goods in the demo data');
    return { mobile: found.mobile, pointsGoodsId: found.id, points: found.points };
  } finally {
    db.close();
  }
}

/** POST /api/open/points-orders as the storefront would (Playwright's request fixture, shop key). */
export async function placePointsOrder(
  request: APIRequestContext,
  o: { mobile: string; pointsGoodsId: number; consignee: string },
): Promise<{ sn: string; points_spent: number }> {
  const res = await request.post('/api/open/points-orders', {
    headers: { 'X-Api-Key': INTAKE_KEY },
    data: {
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: 'ONLINE',
      paid: true,
      member_mobile: o.mobile,
      points_goods_id: o.pointsGoodsId,
      num: 1,
      consignee: {
        name: o.consignee,
        mobile: '13912345678',
        region_ids: INTAKE_REGION.ids,
        address: '文三路 90 号',
      },
    },
  });
  if (res.status() !== 201) throw new Error(`points order refused: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { sn: string; points_spent: number };
}
