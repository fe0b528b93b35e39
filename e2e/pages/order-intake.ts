import type { APIRequestContext } from '@playwright/test';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';

/** The demo shop's intake key (seeded in demo mode, DESIGN.md §8). */
const INTAKE_KEY = 'rxdesk-demo-intake-key';

/** OTC goods of the seeded catalogue (apps/server/src/seed/catalogue-data.ts) with hundreds in
 * stock: 999 感冒灵颗粒 ¥18.50 and 白云山 板蓝根颗粒 ¥15.00. No prescription, so nothing is
 * held for a pharmacist. */
export const GOODS = {
  ganmaoling: { code: 'OTC01001', name: '999 感冒灵颗粒', price: 18.5 },
  banlangen: { code: 'OTC01003', name: '白云山 板蓝根颗粒', price: 15 },
} as const;

/** The consignee's region: intake needs a complete province → town path of the regions table for
 * a delivered order, and stores that table's names for it. */
export const INTAKE_REGION = {
  ids: '33,3301,330106,330106007',
  names: '浙江省 杭州市 西湖区 古荡街道',
} as const;

export interface IntakeResult {
  sn: string;
  status: string;
  order_price: number;
  pickcode: string;
}

/** A consignee name no other spec (or earlier run) uses, so a keyword search finds only ours. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

type Options = Partial<Omit<IntakeOrderBody, 'consignee' | 'items'>> & {
  consignee: string;
  mobile?: string;
  items?: { goods_code: string; num: number }[];
};

/** POST /api/open/orders as the storefront would (Playwright's request fixture, shop API key). */
export async function placeOrder(request: APIRequestContext, options: Options): Promise<IntakeResult> {
  const {
    consignee,
    mobile = '13912345678',
    items = [{ goods_code: GOODS.ganmaoling.code, num: 2 }],
    ...rest
  } = options;
  const body = {
    order_source: 'MINI',
    shipping_type: 'EXPRESS',
    payment_type: 'ONLINE',
    paid: true,
    is_erp: 0,
    remark: '',
    ...rest,
    consignee: { name: consignee, mobile, region_ids: INTAKE_REGION.ids, address: '文三路 90 号' },
    items,
  };
  const res = await request.post('/api/open/orders', { headers: { 'X-Api-Key': INTAKE_KEY }, data: body });
  if (res.status() !== 201) throw new Error(`intake failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as IntakeResult;
}
