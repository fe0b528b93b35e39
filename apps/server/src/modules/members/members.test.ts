import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, MemberDetail, MemberRow } from '@rxdesk/contract/members/members';
import { DEMO_KEY, SECOND_KEY } from '../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';

describe('members (seller/members, admin/members, open/members)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token = admin, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const list = async (query = '', token = admin) =>
    (await call('GET', `/seller/members${query}`, token)).json<{ data: MemberRow[]; data_total: number }>();
  const picker = async (query: string, token = admin) =>
    (await call('GET', `/admin/members${query}`, token)).json<{ data: Member[]; data_total: number }>();
  const named = async (realName: string) =>
    (await list(`?keyword=${encodeURIComponent(realName)}`)).data.find((m) => m.real_name === realName)!;
  const register = (body: object, key = DEMO_KEY, idem?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/open/members',
      headers: { 'x-api-key': key, 'accept-language': 'zh', ...(idem ? { 'idempotency-key': idem } : {}) },
      payload: body,
    });
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).orderBy('id').execute();

  it('searches by keyword, mobile, sex and tag, newest first, with masked mobiles', async () => {
    const page = await list();
    expect(page.data_total).toBeGreaterThanOrEqual(55);
    const ids = page.data.map((m) => m.member_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const m of page.data) expect(m.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const wang = await named('王芳');
    expect(wang).toMatchObject({ uname: 'wangfang_sh', mobile: '139****3742', sex: 0, status: 'ACTIVE' });
    expect((await list('?keyword=13916083742')).data.map((m) => m.real_name)).toEqual(['王芳']);
    expect((await list('?keyword=wangfang')).data.map((m) => m.real_name)).toEqual(['王芳']);
    expect((await list('?mobile=3916083')).data.map((m) => m.real_name)).toEqual(['王芳']);
    expect((await list('?sex=0&page_size=100')).data.every((m) => m.sex === 0)).toBe(true);
    const tagId = wang.tags[0]?.tag_id ?? (await call('GET', '/seller/members/tags')).json()[0].tag_id;
    const tagged = await list(`?tag_id=${tagId}&page_size=100`);
    expect(tagged.data_total).toBeGreaterThan(0);
    expect(tagged.data.every((m) => m.tags.some((x) => x.tag_id === tagId))).toBe(true);
    const since = wang.create_time;
    expect((await list(`?start_time=${since}&end_time=${since}`)).data.map((m) => m.member_id)).toContain(
      wang.member_id,
    );
    expect((await list('?sex=2')).data).toBeUndefined();
    expect((await call('GET', '/seller/members?sex=2')).statusCode).toBe(400);
    // The other shop sees only its own.
    expect((await list('?keyword=13916083742', other)).data).toEqual([]);
  });

  it('picks members by ids (full-width commas too), keyword and sex; §3 fields only', async () => {
    const a = await named('张伟');
    const b = await named('李娜');
    const byIds = await picker(`?member_ids=${encodeURIComponent(`${a.member_id}，${b.member_id}`)}`);
    expect(byIds.data.map((m) => m.member_id).sort()).toEqual([a.member_id, b.member_id].sort());
    expect(Object.keys(byIds.data[0]!).sort()).toEqual(['face', 'member_id', 'mobile', 'sex', 'uname']);
    expect(byIds.data[0]!.mobile).toMatch(/\*{4}/);
    const again = await call(
      'GET',
      `/admin/members/${encodeURIComponent(`${a.member_id}，${b.member_id}`)}/list`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again
        .json<Member[]>()
        .map((m) => m.uname)
        .sort(),
    ).toEqual(['lina0912', 'zhangwei1986']);
    expect((await picker('?page_size=10')).data).toHaveLength(10);
    expect((await picker('?sex=1&keyword=zhangwei')).data.map((m) => m.uname)).toEqual(['zhangwei1986']);
    // Another shop's ids answer nothing.
    expect((await picker(`?member_ids=${a.member_id}`, other)).data).toEqual([]);
    expect((await call('GET', `/admin/members/${a.member_id}/list`, other)).statusCode).toBe(404);
  });

  it('reveals a full mobile to the founder only, and logs every view', async () => {
    const wang = await named('王芳');
    const before = (await logs('member.mobile.view')).length;
    const res = await call('GET', `/seller/members/${wang.member_id}/mobile`);
    expect(res.json()).toEqual({ mobile: '13916083742' });
    const after = await logs('member.mobile.view');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ target: String(wang.member_id), username: 'admin' });
    // The clerk reads the list (masked) but may not reveal: 423, no log row.
    expect((await list('?keyword=王芳', clerk)).data[0]!.mobile).toBe('139****3742');
    const refused = await call('GET', `/seller/members/${wang.member_id}/mobile`, clerk);
    expect(refused.statusCode).toBe(423);
    expect(await logs('member.mobile.view')).toHaveLength(before + 1);
    const detail = (await call('GET', `/seller/members/${wang.member_id}`, clerk)).json<MemberDetail>();
    expect(detail).toMatchObject({ mobile: '139****3742', can_view_mobile: false });
    expect(JSON.stringify(detail)).not.toContain('13916083742');
    expect((await call('GET', `/seller/members/${wang.member_id}`)).json().can_view_mobile).toBe(true);
  });

  it('recycles a member: gone from the list and the pickers, kept in the recycle list, restorable', async () => {
    const m = await named('刘洋');
    expect((await call('PUT', `/seller/members/${m.member_id}/remove`)).statusCode).toBe(200);
    expect((await call('PUT', `/seller/members/${m.member_id}/remove`)).statusCode).toBe(409);
    expect((await list('?keyword=刘洋')).data).toEqual([]);
    expect((await picker(`?member_ids=${m.member_id}`)).data).toEqual([]);
    expect((await picker('?keyword=刘洋')).data).toEqual([]);
    expect((await call('GET', `/admin/members/${m.member_id}/list`)).statusCode).toBe(404);
    const kept = (await list('?page_size=1')).data[0]!.member_id;
    const mixed = (await call('GET', `/admin/members/${kept},${m.member_id}/list`)).json<Member[]>();
    expect(mixed.map((x) => x.member_id)).toEqual([kept]);
    const recycled = (await call('GET', '/seller/members/recycle?keyword=刘洋')).json<{
      data: MemberRow[];
    }>();
    expect(recycled.data.map((r) => [r.real_name, r.status, r.removed_by])).toEqual([
      ['刘洋', 'REMOVED', 'admin'],
    ]);
    expect(recycled.data[0]!.allowed_actions).toEqual(['restore']);
    // The clerk may not restore (no member-recycle).
    expect((await call('PUT', `/seller/members/${m.member_id}/restore`, clerk)).statusCode).toBe(423);
    expect((await call('PUT', `/seller/members/${m.member_id}/restore`)).statusCode).toBe(200);
    expect((await named('刘洋')).status).toBe('ACTIVE');
    const log = (await logs('member.remove')).at(-1)!;
    expect(JSON.parse(log.detail).changes).toEqual({ status: { from: 'ACTIVE', to: 'REMOVED' } });
  });

  it('disables and enables; the seeded recycle list holds the removed members', async () => {
    const m = await named('陈静');
    expect((await call('PUT', `/seller/members/${m.member_id}/enable`)).statusCode).toBe(409);
    expect((await call('PUT', `/seller/members/${m.member_id}/disable`)).statusCode).toBe(200);
    expect((await named('陈静')).allowed_actions).toEqual(['enable', 'remove']);
    expect((await call('PUT', `/seller/members/${m.member_id}/enable`)).statusCode).toBe(200);
    expect((await call('GET', '/seller/members/recycle')).json().data_total).toBe(3);
  });

  it("answers 404 for another shop's member on every member route", async () => {
    const m = await named('王芳');
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/mobile'],
      ['GET', '/orders'],
      ['GET', '/after-sales'],
      ['GET', '/prescriptions'],
      ['GET', '/points'],
      ['PUT', '/disable'],
      ['PUT', '/remove'],
    ] as const)
      expect((await call(method, `/seller/members/${m.member_id}${path}`, other)).statusCode, path).toBe(404);
    expect(
      (await call('PUT', `/seller/members/${m.member_id}/remark`, other, { remark: 'x' })).statusCode,
    ).toBe(404);
    const profile = { real_name: '王芳', sex: 0 };
    expect((await call('PUT', `/seller/members/${m.member_id}`, other, profile)).statusCode).toBe(404);
  });

  it('shows an order buyer with their orders, and logs a remark edit with before/after', async () => {
    const buyer = (await list('?page_size=100')).data.find((m) => m.order_count > 0)!;
    expect(buyer).toBeDefined();
    const orders = (await call('GET', `/seller/members/${buyer.member_id}/orders`)).json();
    expect(orders.data_total).toBeGreaterThanOrEqual(buyer.order_count);
    expect(orders.data[0].sn).toMatch(/\w+/);
    const detail = (await call('GET', `/seller/members/${buyer.member_id}`)).json<MemberDetail>();
    expect(detail.last_order_time).not.toBeNull();
    const remark = '<b>偏好自提</b>';
    expect(
      (await call('PUT', `/seller/members/${buyer.member_id}/remark`, admin, { remark })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/seller/members/${buyer.member_id}`)).json().remark).toBe(remark);
    const log = (await logs('member.remark.update')).at(-1)!;
    expect(JSON.parse(log.detail).changes).toEqual({ remark: { from: buyer.remark, to: remark } });
    const points = (await call('GET', `/seller/members/${buyer.member_id}/points`)).json();
    expect(points.data_total).toBeGreaterThanOrEqual(0);
  });

  it('corrects the real name and sex, logged with before/after', async () => {
    const m = await named('赵敏');
    const res = await call('PUT', `/seller/members/${m.member_id}`, admin, {
      real_name: '赵敏敏',
      sex: m.sex,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await named('赵敏敏')).member_id).toBe(m.member_id);
    const log = (await logs('member.profile.update')).at(-1)!;
    expect(JSON.parse(log.detail).changes).toEqual({ real_name: { from: '赵敏', to: '赵敏敏' } });
  });

  it('sets tags from the shop tags only', async () => {
    const m = await named('黄磊');
    const tags = (await call('GET', '/seller/members/tags')).json<{ tag_id: number; name: string }[]>();
    expect(tags.map((x) => x.name)).toContain('慢病会员');
    const ids = tags.slice(0, 2).map((x) => x.tag_id);
    expect(
      (await call('PUT', `/seller/members/${m.member_id}/tags`, admin, { tag_ids: ids })).statusCode,
    ).toBe(200);
    expect((await named('黄磊')).tags.map((x) => x.tag_id)).toEqual(ids);
    const otherTag = (await call('GET', '/seller/members/tags', other)).json()[0].tag_id;
    const res = await call('PUT', `/seller/members/${m.member_id}/tags`, admin, { tag_ids: [otherTag] });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('tag_ids');
  });

  it('registers through the open API: 201, the same mobile 409 with its member_id, idempotent', async () => {
    const body = { uname: 'newbuyer', mobile: '13712345678', sex: 0, real_name: '新顾客' };
    const res = await register(body, DEMO_KEY, 'member-reg-0001');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_id;
    const replay = await register(body, DEMO_KEY, 'member-reg-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json().member_id).toBe(id);
    const again = await register({ ...body, uname: 'someoneelse' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', member_id: id });
    expect(again.json().message).toContain(String(id));
    expect((await named('新顾客')).source).toBe('REGISTER');
    // Same mobile, another shop: a member of its own.
    expect((await register(body, SECOND_KEY)).statusCode).toBe(201);
    expect((await register({ ...body, mobile: '123' })).json().field).toBe('mobile');
  });

  it('exports following the filters', async () => {
    const res = await call('GET', '/seller/members/export?sex=0');
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-export-rows'])).toBe((await list('?sex=0')).data_total);
  });
});
