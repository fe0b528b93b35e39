import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressOrderBody, placeOrder } from '../../../testing/orders.ts';
import { closeAllPromotions, goodsSku, insertPromotion } from '../../../testing/promotion-rows.ts';
import { nationalId } from '../../../testing/prescriptions.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const PLATFORM_KEY = 'grade-test-platform-key-0123';

// Issue 24: grade applications (apply, one open at a time, the platform's answer), the theme colour
// per user, and the prescription-drug promotion rule.
describe('grade application, theme colour, promotion rule', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_API_KEY: PLATFORM_KEY });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  });
  afterAll(() => t.close());

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const answer = (id: number, payload: object, key: string | undefined = PLATFORM_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `/api/open/platform/grade-applications/${id}/answer`,
      headers: key ? { 'x-platform-key': key } : {},
      payload,
    });

  it('applies for a higher grade; one open application at a time (a race: one wins, the other 409)', async () => {
    const overview = await as(other, 'GET', '/api/seller/shops/grade');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({ current_grade_id: 1, open_application: null });
    expect(overview.json().grades.map((g: { name: string }) => g.name)).toEqual([
      '普通店铺',
      '银牌店铺',
      '金牌店铺',
    ]);
    const body = { grade_id: 2, reason: '月均订单已超过 1000 单，申请银牌店铺' };
    const [a, b] = await Promise.all([
      as(other, 'POST', '/api/seller/shops/grade-applications', body),
      as(other, 'POST', '/api/seller/shops/grade-applications', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = (a.statusCode === 200 ? a : b).json<{ id: number; state: string }>();
    expect(won.state).toBe('APPLYING');
    const again = await as(other, 'POST', '/api/seller/shops/grade-applications', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('已有一个申请中的等级申请，请等待平台审核');
    // Not the demo shop's to see or answer for.
    const list = await as(admin, 'GET', '/api/seller/shops/grade-applications');
    expect(list.json<{ data: { id: number }[] }>().data.map((x) => x.id)).not.toContain(won.id);

    // The platform: a wrong key 401, a refusal needs a reason, then approval raises the grade.
    expect((await answer(won.id, { result: 'APPROVED' }, 'wrong-key')).statusCode).toBe(401);
    expect((await answer(won.id, { result: 'REJECTED' })).statusCode).toBe(400);
    const ok = await answer(won.id, { result: 'APPROVED', reason: '同意' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'APPROVED', answer_reason: '同意' });
    expect((await answer(won.id, { result: 'REJECTED', reason: '晚了' })).statusCode).toBe(409);
    const after = (await as(other, 'GET', '/api/seller/shops/grade')).json();
    expect(after).toMatchObject({ current_grade_id: 2, open_application: null });
    const logs = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'username'])
      .where('target_type', '=', 'grade-application')
      .where('target', '=', String(won.id))
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['grade-application.apply', 'grade-application.answer']);
    expect(logs[1]!.username).toBe('platform');
  });

  it('refuses a grade that is not higher (400 naming grade_id) and a refused application keeps the reason', async () => {
    const same = await as(admin, 'POST', '/api/seller/shops/grade-applications', {
      grade_id: 2,
      reason: '重复申请当前等级测试',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('只能申请比当前更高的店铺等级');
    const applied = await as(admin, 'POST', '/api/seller/shops/grade-applications', {
      grade_id: 3,
      reason: '新增夜间配送，再次申请金牌',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const id = applied.json<{ id: number }>().id;
    const refused = await answer(id, { result: 'REJECTED', reason: '订单量未达标' });
    expect(refused.json()).toMatchObject({ state: 'REJECTED', answer_reason: '订单量未达标' });
    expect((await as(admin, 'GET', '/api/seller/shops/grade')).json()).toMatchObject({ current_grade_id: 2 });
  });

  it('theme colour: default #409EFF, #RRGGBB only, per user, logged', async () => {
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await as(admin, 'GET', '/api/seller/user/theme')).json()).toEqual({ theme_color: '#409EFF' });
    for (const bad of ['red', '#12345', '#1234567', 'rgb(1,2,3)', '#GGGGGG', '']) {
      const res = await as(admin, 'PUT', '/api/seller/user/theme', { theme_color: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('主题色须为 #RRGGBB 格式');
    }
    const put = await as(admin, 'PUT', '/api/seller/user/theme', { theme_color: '#11a983' });
    expect(put.statusCode, put.body).toBe(200);
    expect((await as(admin, 'GET', '/api/seller/user/theme')).json()).toEqual({ theme_color: '#11A983' });
    expect((await as(clerk, 'GET', '/api/seller/user/theme')).json()).toEqual({ theme_color: '#409EFF' });
    const log = await t.db
      .selectFrom('operation_logs')
      .select('detail')
      .where('action', '=', 'theme.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.detail)).toMatchObject({
      changes: { theme_color: { from: '#409EFF', to: '#11A983' } },
    });
  });

  it('the promotion rule for prescription drugs changes what pricing gives restricted goods', async () => {
    const g = await goodsSku(t, 'OTC01105');
    const now = t.clock.now();
    await t.db
      .insertInto('restricted_goods')
      .values({
        shop_id: 1,
        goods_id: g.goodsId,
        limit_qty: 99,
        period_days: 7,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertPromotion(t, { kind: 'MINUS', title: '限购立减', skus: [{ ...g, price: 200 }] });
    const discountOf = async (mobile: string) => {
      const res = await placeOrder(
        t,
        expressOrderBody([{ goods_code: 'OTC01105', num: 1 }], {
          buyer: { real_name: '赵购药', id_card: nationalId('19900101', '123'), mobile },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const o = await t.db
        .selectFrom('orders')
        .select('discount_price')
        .where('sn', '=', res.json<{ sn: string }>().sn)
        .executeTakeFirstOrThrow();
      return Number(o.discount_price);
    };
    try {
      expect((await as(admin, 'GET', '/api/seller/shops/promotion-rules')).json()).toEqual({
        promotions_rx: false,
      });
      expect(await discountOf('13700000001')).toBe(0);
      const put = await as(admin, 'PUT', '/api/seller/shops/promotion-rules', { promotions_rx: true });
      expect(put.statusCode, put.body).toBe(200);
      expect(await discountOf('13700000002')).toBe(200);
      expect(
        (await as(admin, 'PUT', '/api/seller/shops/promotion-rules', { promotions_rx: 'maybe' })).statusCode,
      ).toBe(400);
      const logs = await t.db
        .selectFrom('operation_logs')
        .select('action')
        .where('action', '=', 'promotion-rules.update')
        .execute();
      expect(logs).toHaveLength(1);
    } finally {
      await closeAllPromotions(t);
    }
  });

  it('goods-warning-setting holds the warning counts too', async () => {
    const role = await as(admin, 'POST', '/api/seller/shops/roles', {
      role_name: '预警设置',
      permissions: ['goods-warning-setting'],
    });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json<{ role_id: number }>().role_id;
    await t.db.updateTable('users').set({ role_id: roleId }).where('username', '=', 'clerk').execute();
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await as(clerk, 'GET', '/api/seller/shops/warning-counts')).statusCode).toBe(200);
    expect((await as(clerk, 'GET', '/api/seller/shops/promotion-rules')).statusCode).toBe(200);
    expect((await as(clerk, 'GET', '/api/seller/goods/expiry-batches')).statusCode).toBe(423);
  });
});
