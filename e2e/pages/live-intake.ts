import type { APIRequestContext, Page } from '@playwright/test';

/** The demo shop's intake key (seeded in demo mode, DESIGN.md §8). */
export const DEMO_INTAKE_KEY = 'rxdesk-demo-intake-key';

interface Sku {
  goods_code: string;
  stock: number;
  is_prescription: number;
}

/** A goods code with stock, read through the admin goods picker call with the page's own token. */
export async function pickGoodsCode(page: Page): Promise<string> {
  const token = (await page.evaluate("localStorage.getItem('seller_access_token')")) as string;
  const res = await page.request.get(
    '/api/admin/goods/skus?page_no=1&page_size=20&market_enable=1&is_auth=1',
    {
      headers: { Authorization: token },
    },
  );
  if (!res.ok()) throw new Error(`goods list failed: ${res.status()}`);
  const { data } = (await res.json()) as { data: Sku[] };
  // On sale and approved only (§9, as the picker opens): the intake refuses anything else.
  // Prescription drugs would need a whole prescription with the order (issue 7): take an OTC item.
  const sku = data.find((g) => g.stock > 5 && g.is_prescription === 0);
  if (!sku) throw new Error('no goods in stock');
  return sku.goods_code;
}

/** POST /api/open/orders as the storefront would; returns the new order number. */
export async function placeOrder(
  request: APIRequestContext,
  goodsCode: string,
  consignee = '李收货',
): Promise<string> {
  const res = await request.post('/api/open/orders', {
    headers: { 'X-Api-Key': DEMO_INTAKE_KEY, 'Content-Type': 'application/json' },
    data: {
      order_source: 'MINI',
      shipping_type: 'SAME_CITY',
      payment_type: 'ONLINE',
      paid: true,
      is_erp: 0,
      consignee: {
        name: consignee,
        mobile: '13912345678',
        // A complete region path (上海市 市辖区 浦东新区 张江镇): intake refuses delivery without one.
        region_ids: '31,3101,310115,310115125',
        address: '张江路 88 号',
      },
      items: [{ goods_code: goodsCode, num: 1 }],
      remark: 'e2e 实时通知',
      rx_reference: `RX-E2E-${Date.now()}`,
    },
  });
  if (!res.ok()) throw new Error(`intake failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { sn: string }).sn;
}

/** The top-bar counters (§2). */
export class LiveCounters {
  constructor(readonly page: Page) {}

  pendingOrders() {
    return this.page.getByTestId('pending-orders');
  }

  async pendingCount(): Promise<number> {
    const label = (await this.pendingOrders().getAttribute('aria-label')) ?? '';
    return Number(/(\d+)$/.exec(label)?.[1] ?? NaN);
  }
}

/** Records every HTMLMediaElement.play() call (src, time, outcome) in window.__plays. With
 * `blockUntilClick`, play() is refused with NotAllowedError, as a browser without autoplay
 * permission does, until the user clicked somewhere on the page. */
export function soundRecorder(options: { blockUntilClick?: boolean } = {}): string {
  return `(() => {
    window.__plays = [];
    window.__soundUnlocked = ${options.blockUntilClick ? 'false' : 'true'};
    document.addEventListener('click', () => { window.__soundUnlocked = true; }, true);
    const original = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function () {
      const record = { src: this.src, at: Date.now(), result: 'pending' };
      window.__plays.push(record);
      if (!window.__soundUnlocked) {
        record.result = 'NotAllowedError';
        return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'));
      }
      const played = original.call(this);
      played.then(() => { record.result = 'played'; }, (e) => { record.result = e && e.name; });
      return played;
    };
  })();`;
}

export interface PlayRecord {
  src: string;
  at: number;
  result: string;
}

export async function plays(page: Page): Promise<PlayRecord[]> {
  return (await page.evaluate('window.__plays')) as PlayRecord[];
}
