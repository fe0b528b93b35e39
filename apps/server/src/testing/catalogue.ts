import type { TestApp } from './test-app.ts';

/* Goods catalogue helpers for HTTP tests (issue 20): a complete form, and calls as a token. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
export type Loose = Record<string, any>;

export interface Call {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  body: any;
}

/** One request as the bearer of `token`; the answer parsed. */
export async function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Call> {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: token, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
}

/** A leaf of the platform's category tree (the form takes leaves only) and a parent. */
export async function categories(t: TestApp) {
  const leaf = await t.db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'category_path'])
    .where('parent_id', '<>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { leaf: leaf.id, parent: leaf.parent_id, leafPath: leaf.category_path };
}

let serial = 0;
/** A fresh code for each call in a test file. */
export const nextCode = (prefix = 'T') =>
  `${prefix}${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();

/** A complete prescription-drug form that passes every rule. */
export function rxForm(categoryId: number, over: Record<string, unknown> = {}) {
  const code = nextCode('RXT');
  return {
    goods_name: '阿莫西林胶囊 0.25g*24粒',
    goods_code: code,
    category_id: categoryId,
    brand: '石药',
    market_price: '19.90',
    cost_price: '8.00',
    weight: 60,
    unit: '盒',
    images: ['/api/files/a.png', '/api/files/b.png'],
    intro_pc: '<p>阿莫西林</p>',
    intro_mobile: '<p>阿莫西林</p>',
    common_name: '阿莫西林胶囊',
    approval_number: '国药准字H20003263',
    dosage_form: '胶囊剂',
    specs: '0.25g*24粒',
    manufacturer: '石药集团中诺药业（石家庄）有限公司',
    storage: '遮光，密封保存',
    validity_period: '24个月',
    drug_type: 'RX',
    regulatory_class: 'NONE',
    package_insert: {
      indications: '敏感菌所致感染',
      usage: '口服，一次0.5g，每6-8小时1次',
      adverse: '恶心、呕吐、腹泻',
      contraindications: '青霉素过敏者禁用',
      cautions: '用前须做皮试',
      interactions: '尚不明确',
    },
    skus: [
      { sku_code: `${code}-12`, price: '12.50', spec_values: [{ name: '规格', value: '12粒' }] },
      { sku_code: `${code}-24`, price: '22.00', spec_values: [{ name: '规格', value: '24粒' }] },
    ],
    ...over,
  };
}

/** Creates an item (awaiting review) as `token`; answers its detail. */
export async function createGoods(
  t: TestApp,
  token: string,
  categoryId: number,
  over: Record<string, unknown> = {},
) {
  const r = await call(t, token, 'POST', '/seller/goods', rxForm(categoryId, over));
  if (r.status !== 200) throw new Error(`create goods: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as {
    goods_id: number;
    goods_code: string;
    skus: { sku_id: number; sku_code: string }[];
  } & Record<string, unknown>;
}

/** Sends a form that breaks one rule: 400 naming `field` with the rule's message, nothing written. */
export async function expectRefused(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  field: string,
  message: string,
  expect: (v: unknown, what?: string) => { toBe(x: unknown): void; toContain(x: string): void },
) {
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('goods')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const r = await call(t, token, 'POST', '/seller/goods', body);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.code).toBe('VALIDATION');
  expect(r.body.field).toBe(field);
  expect(r.body.message).toContain(message);
  expect(await count()).toBe(before);
}

/** A created item approved by another account (`reviewer`), optionally put on sale. */
export async function approvedGoods(
  t: TestApp,
  admin: string,
  reviewer: string,
  categoryId: number,
  over: Record<string, unknown> = {},
  onSale = false,
) {
  const g = await createGoods(t, admin, categoryId, over);
  const r = await call(t, reviewer, 'PUT', `/seller/goods/${g.goods_id}/auth`, { action: 'approve' });
  if (r.status !== 200) throw new Error(`approve: ${r.status} ${JSON.stringify(r.body)}`);
  if (onSale) {
    const up = await call(t, admin, 'PUT', `/seller/goods/${g.goods_id}/up`);
    if (up.status !== 200) throw new Error(`up: ${up.status} ${JSON.stringify(up.body)}`);
  }
  return g;
}

/** The form of an existing item as its detail answers it (to edit it). */
export function formOf(d: Loose) {
  const keys = Object.keys(rxForm(0)).filter((k) => k !== 'skus');
  return {
    ...Object.fromEntries(keys.map((k) => [k, d[k]])),
    skus: (d.skus as Record<string, unknown>[]).map(({ stock: _s, referenced: _r, ...s }) => s),
  } as Loose;
}

/** How many of a shop's goods are on sale (approved, on the shelf, not recycled), read directly. */
export async function onSaleCount(t: TestApp, shopId: number): Promise<number> {
  const r = await t.db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('market_enable', '=', 1)
    .where('is_auth', '=', 1)
    .where('recycled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
