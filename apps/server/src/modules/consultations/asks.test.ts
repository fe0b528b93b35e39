import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../testing/after-sale.ts';
import { DEMO_KEY, SECOND_KEY } from '../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('consultations over HTTP', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let clerk: ReturnType<typeof caller>;
  let pharmacist: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  let rxGoods: number;
  let otcGoods: number;
  let member: { id: number; mobile: string };

  beforeAll(async () => {
    const s = await startWithTwoShops();
    t = s.t;
    admin = caller(t, s.admin);
    other = caller(t, s.other);
    clerk = caller(t, (await t.login('clerk', 'clerk123')).access_token);
    pharmacist = caller(t, (await t.login('pharmacist', 'pharm123')).access_token);
    const goods = (rx: number) =>
      t.db
        .selectFrom('goods')
        .select('id')
        .where('shop_id', '=', 1)
        .where('is_prescription', '=', rx)
        .where('regulatory_class', '=', 'NONE')
        .where('recycled_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
    rxGoods = (await goods(1)).id;
    otcGoods = (await goods(0)).id;
    member = await t.db
      .selectFrom('members')
      .select(['id', 'mobile'])
      .where('shop_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const open = (payload: object, key = DEMO_KEY) =>
    t.app.inject({ method: 'POST', url: '/api/open/asks', headers: { 'x-api-key': key }, payload });
  const ask = async (goodsId: number, content = '这个药一天吃几次？') => {
    const res = await open({ goods_id: goodsId, member_id: member.id, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().ask_id as number;
  };
  const row = (id: number) =>
    t.db.selectFrom('goods_asks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const logs = (id: number) =>
    t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('target', '=', String(id))
      .where('action', 'like', 'ask.%')
      .execute();

  it('the open API checks goods, member and content, with clear messages', async () => {
    const bad = async (payload: object, field: string, message: RegExp, status = 400) => {
      const res = await open(payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code: status === 400 ? 'VALIDATION' : 'NOT_FOUND' });
      expect(res.json().message).toMatch(message);
    };
    await bad({ goods_id: otcGoods, member_id: member.id, content: '' }, 'content', /咨询内容/);
    await bad({ goods_id: otcGoods, member_id: member.id, content: 'x'.repeat(301) }, 'content', /300/);
    await bad({ goods_id: otcGoods, content: '能吃吗' }, 'member_id', /member_id/);
    await bad({ goods_id: 99999999, member_id: member.id, content: '能吃吗' }, 'goods_id', /商品不存在/, 404);
    await bad({ goods_id: otcGoods, member_id: 99999999, content: '能吃吗' }, 'member_id', /会员/, 404);
    // Another shop's key: its goods are not these.
    expect(
      (await open({ goods_id: otcGoods, member_id: member.id, content: '能吃吗' }, SECOND_KEY)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/open/asks', payload: {} })).statusCode).toBe(401);
    // By mobile, anonymously; the text is kept as written.
    const res = await open({
      goods_id: otcGoods,
      mobile: member.mobile,
      content: '<b>孕妇</b>能吃吗？',
      anonymous: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = await row(res.json().ask_id);
    expect(r).toMatchObject({
      content: '<b>孕妇</b>能吃吗？',
      anonymous: 1,
      state: 'UNANSWERED',
      member_id: member.id,
    });
  });

  it('a clerk may not answer on a prescription drug; a pharmacist may, and is stored as who answered', async () => {
    const id = await ask(rxGoods);
    const list = (await clerk('GET', '/seller/members/asks?state=UNANSWERED&page_size=100')).json();
    const mine = list.data.find((a: { ask_id: number }) => a.ask_id === id);
    expect(mine).toMatchObject({ pharmacist_required: 1, allowed_actions: ['handle', 'hide'] });
    const refused = await clerk('POST', `/seller/members/asks/${id}/reply`, { reply_content: '一天三次' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toMatch(/药师/);
    expect(await row(id)).toMatchObject({ state: 'UNANSWERED', reply_content: '', answered_by: null });
    expect(await logs(id)).toHaveLength(1);

    const ok = await pharmacist('POST', `/seller/members/asks/${id}/reply`, {
      reply_content: '一天三次，饭后服用',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      state: 'ANSWERED',
      reply_content: '一天三次，饭后服用',
      answered_by_name: '张药师',
      answered_by_role: '药师',
      answered_by_pharmacist: 1,
      allowed_actions: ['edit', 'hide'],
    });
    expect(
      (await pharmacist('POST', `/seller/members/asks/${id}/reply`, { reply_content: '再答' })).statusCode,
    ).toBe(409);
    // Editing: allowed, logged with what it replaced; a clerk still may not.
    expect((await clerk('PUT', `/seller/members/asks/${id}/reply`, { reply_content: '改' })).statusCode).toBe(
      423,
    );
    const edited = await pharmacist('PUT', `/seller/members/asks/${id}/reply`, { reply_content: '一天两次' });
    expect(edited.json()).toMatchObject({ reply_content: '一天两次' });
    const log = (await logs(id)).find((l) => l.action === 'ask.edit')!;
    expect(JSON.parse(log.detail).changes).toMatchObject({
      reply_content: { from: '一天三次，饭后服用', to: '一天两次' },
    });
  });

  it('a clerk answers an OTC question; handled, hidden and shown again; the count follows', async () => {
    const before = (await admin('GET', '/seller/members/asks/count')).json().unanswered as number;
    const a = await ask(otcGoods);
    const b = await ask(otcGoods, '配送要多久？');
    expect((await admin('GET', '/seller/members/asks/count')).json().unanswered).toBe(before + 2);
    const answered = await clerk('POST', `/seller/members/asks/${a}/reply`, { reply_content: '饭后服用' });
    expect(answered.json()).toMatchObject({
      state: 'ANSWERED',
      answered_by_name: '李店员',
      answered_by_pharmacist: 0,
    });
    expect((await clerk('POST', `/seller/members/asks/${b}/reply`, { reply_content: ' ' })).statusCode).toBe(
      400,
    );
    expect((await clerk('PUT', `/seller/members/asks/${b}/handle`)).json()).toMatchObject({
      state: 'HANDLED',
      handled_by_name: '李店员',
      allowed_actions: ['hide'],
    });
    expect((await clerk('PUT', `/seller/members/asks/${b}/handle`)).statusCode).toBe(409);
    expect((await admin('GET', '/seller/members/asks/count')).json().unanswered).toBe(before);
    expect((await admin('PUT', `/seller/members/asks/${a}/hide`)).json()).toMatchObject({
      hidden: 1,
      allowed_actions: ['edit', 'show'],
    });
    expect((await admin('PUT', `/seller/members/asks/${a}/hide`)).statusCode).toBe(409);
    const hidden = (await admin('GET', '/seller/members/asks?hidden=1&page_size=100')).json();
    expect(hidden.data.map((r: { ask_id: number }) => r.ask_id)).toContain(a);
    expect((await admin('PUT', `/seller/members/asks/${a}/show`)).json()).toMatchObject({
      hidden: 0,
      state: 'ANSWERED',
    });
  });

  it('lists unanswered first, then newest, with filters', async () => {
    const list = (await admin('GET', '/seller/members/asks?page_size=100')).json();
    const states = list.data.map((r: { state: string }) => r.state);
    const firstOther = states.findIndex((s: string) => s !== 'UNANSWERED');
    expect(states.slice(firstOther)).not.toContain('UNANSWERED');
    const unanswered = list.data.slice(0, firstOther).map((r: { ask_id: number }) => r.ask_id);
    expect(unanswered).toEqual([...unanswered].sort((x, y) => y - x));
    const kw = (
      await admin('GET', `/seller/members/asks?keyword=${encodeURIComponent('配送要多久')}`)
    ).json();
    expect(kw.data.length).toBeGreaterThan(0);
    expect(kw.data.every((r: { content: string }) => r.content.includes('配送要多久'))).toBe(true);
  });

  it('exports the filtered list as XLSX, every page', async () => {
    const list = (await admin('GET', '/seller/members/asks?state=UNANSWERED&page_size=5')).json();
    const res = await admin('GET', '/seller/members/asks/export?state=UNANSWERED');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['x-export-rows'])).toBe(list.data_total);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('concurrent answers: one succeeds, the others 409', async () => {
    const id = await ask(otcGoods, '能和感冒药一起吃吗？');
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        clerk('POST', `/seller/members/asks/${id}/reply`, { reply_content: `答复 ${i}` }),
      ),
    );
    expect(codes.map((c) => c.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect((await logs(id)).filter((l) => l.action === 'ask.answer')).toHaveLength(1);
  });

  it("another shop's consultation is 404 and not in its list", async () => {
    const id = await ask(otcGoods);
    for (const [m, path, body] of [
      ['POST', 'reply', { reply_content: '答' }],
      ['PUT', 'reply', { reply_content: '答' }],
      ['PUT', 'handle', undefined],
      ['PUT', 'hide', undefined],
      ['PUT', 'show', undefined],
    ] as const)
      expect((await other(m, `/seller/members/asks/${id}/${path}`, body)).statusCode).toBe(404);
    const list = (await other('GET', '/seller/members/asks?page_size=100')).json();
    expect(list.data.map((r: { ask_id: number }) => r.ask_id)).not.toContain(id);
    expect(await row(id)).toMatchObject({ state: 'UNANSWERED', hidden: 0 });
  });
});
