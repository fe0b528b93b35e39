import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreightTemplate, FreightTemplateInput } from '@rxdesk/contract/logistics/freight-templates';
import { pieceTemplate } from './freight-template.fixtures.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { call as goodsCall, categories, rxForm } from '../../testing/catalogue.ts';

const BASE = '/seller/shops/ship-templates';

/** 运费模板 (seller/shops/ship-templates): CRUD, bad input, the one default, delete refused while
 * goods name it, goods naming only their own shop's template, permission and shop isolation. */
describe('freight templates (seller/shops/ship-templates)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let pharmacist: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token = admin,
    payload?: object,
    lang = 'zh',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: FreightTemplateInput, token = admin) => {
    const res = await call('POST', BASE, token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ template_id: number }>().template_id;
  };
  const get = async (id: number) => (await call('GET', `${BASE}/${id}`)).json<FreightTemplate>();
  const count = async () => (await t.db.selectFrom('freight_templates').select('id').execute()).length;

  it('creates, reads (yuan, region names), lists and edits a template; fen inside', async () => {
    const id = await create(pieceTemplate());
    const row = await t.db
      .selectFrom('freight_templates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.rules)).toMatchObject({
      default_area: { first: 1, first_price: 800, additional: 1, additional_price: 200 },
      free_rules: [{ region_ids: [], min_amount: 9900, min_pieces: null }],
    });
    expect(await get(id)).toMatchObject({
      name: '全国按件',
      type: 'PIECE',
      is_default: false,
      default_area: { first_price: 8, additional_price: 2 },
      areas: [{ region_ids: [65], region_names: ['新疆维吾尔自治区'], first_price: 20 }],
      free_rules: [{ region_ids: [], min_amount: 99, min_pieces: null }],
      goods_count: 0,
    });
    const put = await call('PUT', `${BASE}/${id}`, admin, {
      ...pieceTemplate({ name: '按重量', type: 'WEIGHT' }),
      default_area: { first: 1000, first_price: '10', additional: 500, additional_price: '2.5' },
      free_rules: [{ region_ids: [33], min_pieces: 3 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await get(id)).toMatchObject({
      name: '按重量',
      type: 'WEIGHT',
      default_area: { first: 1000, additional: 500, additional_price: 2.5 },
      free_rules: [{ region_ids: [33], min_amount: null, min_pieces: 3 }],
    });
    const list = (await call('GET', BASE)).json<FreightTemplate[]>();
    expect(list.map((x) => x.template_id)).toContain(id);
    const log = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', String(id))
      .where('target_type', '=', 'freight-template')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['freight-template.create', 'freight-template.update']);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await count();
    const noName = await call('POST', BASE, admin, pieceTemplate({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('模板名称须为 1-30 个字符');
    const zeroUnit = await call(
      'POST',
      BASE,
      admin,
      {
        ...pieceTemplate(),
        default_area: { first: 0, first_price: '8', additional: 1, additional_price: '2' },
      },
      'en',
    );
    expect(zeroUnit.json().message).toContain('First and additional units must be whole numbers');
    const badPrice = await call('POST', BASE, admin, {
      ...pieceTemplate(),
      default_area: { first: 1, first_price: '8.001', additional: 1, additional_price: '2' },
    });
    expect(badPrice.statusCode).toBe(400);
    const twice = await call('POST', BASE, admin, {
      ...pieceTemplate(),
      areas: [
        { region_ids: [65], first: 1, first_price: '20', additional: 1, additional_price: '10' },
        { region_ids: [54, 65], first: 1, first_price: '20', additional: 1, additional_price: '10' },
      ],
    });
    expect(twice.json().message).toContain('同一地区不能出现在两个配送区域中');
    const noCondition = await call('POST', BASE, admin, {
      ...pieceTemplate(),
      free_rules: [{ region_ids: [33] }],
    });
    expect(noCondition.json().message).toContain('包邮条件须填写金额或件数');
    const unknownRegion = await call('POST', BASE, admin, {
      ...pieceTemplate(),
      areas: [{ region_ids: [999999], first: 1, first_price: '20', additional: 1, additional_price: '10' }],
    });
    expect(unknownRegion.statusCode).toBe(400);
    expect(unknownRegion.json().message).toContain('地区不存在：999999');
    expect((await call('POST', BASE, admin, pieceTemplate({ type: 'BOX' as 'PIECE' }))).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps one default per shop: marking another moves the mark', async () => {
    const a = await create(pieceTemplate({ name: '默认甲', is_default: true }));
    const b = await create(pieceTemplate({ name: '默认乙', is_default: true }));
    expect((await get(a)).is_default).toBe(false);
    expect((await get(b)).is_default).toBe(true);
    expect(
      (await call('PUT', `${BASE}/${a}`, admin, pieceTemplate({ name: '默认甲', is_default: true })))
        .statusCode,
    ).toBe(200);
    const defaults = await t.db
      .selectFrom('freight_templates')
      .select('id')
      .where('shop_id', '=', 1)
      .where('is_default', '=', 1)
      .execute();
    expect(defaults.map((d) => Number(d.id))).toEqual([a]);
    // The list shows the default first.
    expect((await call('GET', BASE)).json<FreightTemplate[]>()[0]!.template_id).toBe(a);
    // Two "make default" at once: whichever wins, the shop ends with one default.
    const both = await Promise.all(
      ['并发甲', '并发乙'].map((name) =>
        call('POST', BASE, admin, pieceTemplate({ name, is_default: true })),
      ),
    );
    expect(both.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const after = await t.db
      .selectFrom('freight_templates')
      .select('id')
      .where('shop_id', '=', 1)
      .where('is_default', '=', 1)
      .execute();
    expect(after).toHaveLength(1);
    const created = both
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<{ template_id: number }>().template_id);
    for (const id of [a, b, ...created]) expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
  });

  it('goods name only their own shop’s template; delete is refused while goods name it', async () => {
    const { leaf } = await categories(t);
    const mine = await create(pieceTemplate({ name: '商品用模板' }));
    const theirs = await create(pieceTemplate({ name: '别家模板' }), other);
    const refused = await goodsCall(
      t,
      admin,
      'POST',
      '/seller/goods',
      rxForm(leaf, { freight_template_id: theirs }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'freight_template_id' });
    const made = await goodsCall(
      t,
      admin,
      'POST',
      '/seller/goods',
      rxForm(leaf, { freight_template_id: mine }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.freight_template_id).toBe(mine);
    expect((await get(mine)).goods_count).toBe(1);

    const del = await call('DELETE', `${BASE}/${mine}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('有 1 个商品正在使用该运费模板，不能删除');
    expect(
      await t.db.selectFrom('freight_templates').select('id').where('id', '=', mine).executeTakeFirst(),
    ).toBeDefined();

    // Once the goods name none, it goes.
    const edit = await goodsCall(t, admin, 'PUT', `/seller/goods/${made.body.goods_id}`, {
      ...rxForm(leaf, { freight_template_id: null, goods_code: made.body.goods_code }),
      skus: made.body.skus.map((s: { sku_id: number; sku_code: string; price: number }) => ({
        sku_id: s.sku_id,
        sku_code: s.sku_code,
        price: String(s.price),
        spec_values: [{ name: '规格', value: s.sku_code.endsWith('12') ? '12粒' : '24粒' }],
      })),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await call('DELETE', `${BASE}/${mine}`)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('freight_templates').select('id').where('id', '=', mine).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('another shop cannot read, change or delete a template; a caller without the permission cannot change one', async () => {
    const id = await create(pieceTemplate({ name: '本店模板' }));
    expect((await call('GET', `${BASE}/${id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}/${id}`, other, pieceTemplate({ name: '改掉' }))).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`, other)).statusCode).toBe(404);
    const theirList = (await call('GET', BASE, other)).json<FreightTemplate[]>();
    expect(theirList.map((x) => x.template_id)).not.toContain(id);
    expect((await call('POST', BASE, pharmacist, pieceTemplate())).statusCode).not.toBe(200);
    expect((await get(id)).name).toBe('本店模板');
  });
});
