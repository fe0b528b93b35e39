import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CouponInput, IssueResult, MemberCouponRow } from '@rxdesk/contract/promotions/coupons';
import { DEMO_KEY, SECOND_KEY } from '../../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86_400;

describe('coupons (seller/promotion/coupons, seller/members/coupon, open coupons)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  let members: { id: number; mobile: string }[];
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    clerk = (await t.login('clerk', 'clerk123')).access_token;
    const shop = await t.db
      .selectFrom('users')
      .select('shop_id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    members = (
      await t.db
        .selectFrom('members')
        .select(['id', 'mobile'])
        .where('shop_id', '=', shop.shop_id)
        .where('removed_at', 'is', null)
        .where('disabled', '=', 0)
        .orderBy('id')
        .limit(6)
        .execute()
    ).map((m) => ({ id: Number(m.id), mobile: m.mobile }));
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const body = (over: Partial<CouponInput> = {}): CouponInput => ({
    title: '满100减10',
    face_value: 10,
    threshold: 100,
    total: 100,
    per_member: 2,
    validity_type: 'FIXED',
    start_time: t.clock.now() - 60,
    end_time: t.clock.now() + 7 * DAY,
    scope: 'ALL',
    ...over,
  });
  const create = async (over: Partial<CouponInput> = {}) => {
    const res = await call('POST', '/seller/promotion/coupons', admin, body(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ coupon_id: number }>().coupon_id;
  };
  const detail = async (id: number) => (await call('GET', `/seller/promotion/coupons/${id}`)).json<Coupon>();
  const issue = async (id: number, memberIds: number[], token = admin) => {
    const res = await call('POST', `/seller/promotion/coupons/${id}/issue`, token, { member_ids: memberIds });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IssueResult>().results;
  };
  const claim = (id: number, mobile: string, key = DEMO_KEY, idem?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/open/coupons/${id}/claim`,
      headers: { 'x-api-key': key, 'accept-language': 'zh', ...(idem ? { 'idempotency-key': idem } : {}) },
      payload: { member_mobile: mobile },
    });
  const received = async (query: string) =>
    (await call('GET', `/seller/members/coupon${query}`)).json<{
      data: MemberCouponRow[];
      data_total: number;
    }>();
  const logs = (action: string) =>
    t.db.selectFrom('operation_logs').selectAll().where('action', '=', action).execute();

  it('creates a coupon, refusing each broken rule on its field', async () => {
    const refused = async (over: Partial<CouponInput>, field: string) => {
      const res = await call('POST', '/seller/promotion/coupons', admin, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body).toContain(field);
    };
    await refused({ title: '券' }, 'title');
    await refused({ title: '一二三四五六七八九十一二三四五六七八九十一' }, 'title');
    await refused({ face_value: 0 }, 'face_value');
    await refused({ face_value: 1.234 }, 'face_value');
    await refused({ threshold: 10 }, 'threshold');
    await refused({ end_time: t.clock.now() - 60 }, 'end_time');
    await refused({ validity_type: 'DAYS', valid_days: 0 }, 'valid_days');
    await refused({ scope: 'SKUS', sku_ids: [] }, 'sku_ids');
    await refused({ total: 0 }, 'total');
    await refused({ per_member: 101 }, 'per_member');
    const otherSku = await t.db
      .selectFrom('goods_skus as s')
      .innerJoin('shops as sh', 'sh.id', 's.shop_id')
      .select('s.id')
      .where('sh.shop_name', '=', '康宁大药房')
      .executeTakeFirst();
    if (otherSku) await refused({ scope: 'SKUS', sku_ids: [Number(otherSku.id)] }, 'sku_ids');

    const id = await create({ title: '新人无门槛券', face_value: '5.50', threshold: 0 });
    expect(await detail(id)).toMatchObject({
      title: '新人无门槛券',
      face_value: 5.5,
      threshold: 0,
      state: 'RUNNING',
      claimed: 0,
      used: 0,
      scope: 'ALL',
    });
    expect((await logs('coupon.create')).some((l) => l.target === String(id))).toBe(true);
    const list = (await call('GET', '/seller/promotion/coupons?state=RUNNING&keyword=新人')).json<{
      data: Coupon[];
    }>();
    expect(list.data.map((c) => c.coupon_id)).toContain(id);
    const later = await create({ start_time: t.clock.now() + DAY });
    expect((await detail(later)).state).toBe('NOT_STARTED');
    const notStarted = (await call('GET', '/seller/promotion/coupons?state=NOT_STARTED')).json<{
      data: Coupon[];
    }>();
    expect(notStarted.data.map((c) => c.coupon_id)).toEqual([later]);
  });

  it('edits and deletes only while nobody holds a copy', async () => {
    const id = await create();
    const edited = await call(
      'PUT',
      `/seller/promotion/coupons/${id}`,
      admin,
      body({ title: '满200减30', face_value: 30, threshold: 200 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await detail(id)).toMatchObject({ title: '满200减30', face_value: 30, threshold: 200 });
    const [first] = await issue(id, [members[0]!.id]);
    expect(first).toMatchObject({ ok: true });
    const refused = await call('PUT', `/seller/promotion/coupons/${id}`, admin, body({ title: '改不了' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('已有会员领取');
    expect((await call('DELETE', `/seller/promotion/coupons/${id}`)).statusCode).toBe(409);
    expect((await detail(id)).title).toBe('满200减30');
    const spare = await create();
    expect((await call('DELETE', `/seller/promotion/coupons/${spare}`)).statusCode).toBe(200);
    expect((await call('GET', `/seller/promotion/coupons/${spare}`)).statusCode).toBe(404);
  });

  it('issues within the per-member limit and the total, answering member by member', async () => {
    const [a, b] = [members[1]!.id, members[2]!.id];
    const id = await create({ total: 3, per_member: 2 });
    expect((await issue(id, [a, b])).map((r) => r.ok)).toEqual([true, true]);
    const second = await issue(id, [a, b]);
    expect(second.map((r) => r.ok)).toEqual([true, false]);
    expect(second[1]!.message).toBe('优惠券已领完');
    const third = await issue(id, [a]);
    expect(third[0]).toMatchObject({ ok: false, message: '已达到每人限领数量（2 张）' });
    expect(await detail(id)).toMatchObject({ claimed: 3 });
    // Another shop's member and an unknown id are refused one by one.
    const otherMember = await t.db
      .selectFrom('members as m')
      .innerJoin('shops as s', 's.id', 'm.shop_id')
      .select('m.id')
      .where('s.shop_name', '=', '康宁大药房')
      .executeTakeFirst();
    const open = await create();
    const mixed = await issue(open, [...(otherMember ? [Number(otherMember.id)] : []), 99999999, a]);
    expect(mixed.at(-1)).toMatchObject({ member_id: a, ok: true });
    expect(mixed.slice(0, -1).every((r) => !r.ok && r.message === '不是本店的有效会员')).toBe(true);
    expect((await received(`?coupon_id=${id}`)).data_total).toBe(3);
  });

  it('lets the storefront claim within the limits, retries safely, and lists usable coupons', async () => {
    const m = members[3]!;
    const id = await create({ title: '领取券', per_member: 1, validity_type: 'DAYS', valid_days: 3 });
    const first = await claim(id, m.mobile, DEMO_KEY, 'claim-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await claim(id, m.mobile, DEMO_KEY, 'claim-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const over = await claim(id, m.mobile);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('每人限领');
    const copy = first.json<{ valid_from: number; valid_until: number }>();
    expect(copy.valid_until - copy.valid_from).toBe(3 * DAY);
    expect((await claim(id, '13300000000')).statusCode).toBe(400);
    expect((await claim(id, m.mobile, SECOND_KEY)).statusCode).toBe(404);
    const later = await create({ start_time: t.clock.now() + DAY });
    expect((await claim(later, m.mobile)).json().message).toBe('优惠券尚未开始领取');
    const usable = await t.app.inject({
      method: 'GET',
      url: `/api/open/members/${m.mobile}/coupons`,
      headers: { 'x-api-key': DEMO_KEY },
    });
    expect(usable.statusCode, usable.body).toBe(200);
    expect(usable.json()).toContainEqual(
      expect.objectContaining({ coupon_id: id, title: '领取券', face_value: 10 }),
    );
    expect((await logs('coupon.claim')).filter((l) => l.target === String(id))).toHaveLength(1);
  });

  it('voids for good: unused copies become VOID, nothing more is handed out', async () => {
    const id = await create();
    await issue(id, [members[4]!.id]);
    const noReason = await call('POST', `/seller/promotion/coupons/${id}/void`, admin, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('POST', `/seller/promotion/coupons/${id}/void`, admin, { reason: '活动取消' })).statusCode,
    ).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 'VOID', void_reason: '活动取消' });
    expect((await received(`?coupon_id=${id}`)).data.map((r) => r.state)).toEqual(['VOID']);
    expect(
      (await call('POST', `/seller/promotion/coupons/${id}/void`, admin, { reason: '再次' })).statusCode,
    ).toBe(409);
    expect((await call('PUT', `/seller/promotion/coupons/${id}`, admin, body())).statusCode).toBe(409);
    expect((await claim(id, members[5]!.mobile)).statusCode).toBe(409);
    expect((await issue(id, [members[5]!.id]))[0]).toMatchObject({ ok: false, message: '优惠券已作废' });
    const tab = (await call('GET', '/seller/promotion/coupons?state=VOID')).json<{ data: Coupon[] }>();
    expect(tab.data.map((c) => c.coupon_id)).toContain(id);
    const activity = (await call('GET', '/seller/promotion/coupons/list-activity-coupons')).json<Coupon[]>();
    expect(activity.map((c) => c.coupon_id)).not.toContain(id);
  });

  it("cancels a member's unused copy once, and the receive list filters and masks", async () => {
    const id = await create({ title: '作废测试券' });
    const [r] = await issue(id, [members[5]!.id]);
    const mcId = r!.member_coupon_id!;
    const rows = await received(`?coupon_id=${id}&state=UNUSED`);
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({ mc_id: mcId, source: 'ISSUE', title: '作废测试券' });
    expect(rows.data[0]!.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const cancel = (reason: string) =>
      call('PUT', `/seller/members/coupon/${mcId}/cancel`, admin, { reason });
    expect((await cancel('发错了')).statusCode).toBe(200);
    expect((await cancel('发错了')).statusCode).toBe(409);
    expect((await received(`?coupon_id=${id}&state=VOID`)).data[0]).toMatchObject({
      mc_id: mcId,
      void_reason: '发错了',
    });
    // Past its validity an unused copy reads EXPIRED.
    const [late] = await issue(id, [members[4]!.id]);
    await t.db
      .updateTable('member_coupons')
      .set({ valid_until: t.clock.now() - 1 })
      .where('id', '=', late!.member_coupon_id!)
      .execute();
    const expired = await received(`?coupon_id=${id}&state=EXPIRED`);
    expect(expired.data.map((x) => x.mc_id)).toEqual([late!.member_coupon_id]);
    expect((await logs('coupon.cancel')).length).toBeGreaterThan(0);
  });

  it("answers 404 for another shop's coupons and copies, and 423 without the permission", async () => {
    const id = await create();
    const [r] = await issue(id, [members[0]!.id]);
    expect((await call('GET', `/seller/promotion/coupons/${id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/seller/promotion/coupons/${id}`, other, body())).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/promotion/coupons/${id}`, other)).statusCode).toBe(404);
    expect(
      (await call('POST', `/seller/promotion/coupons/${id}/void`, other, { reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/seller/promotion/coupons/${id}/issue`, other, { member_ids: [1] })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/seller/members/coupon/${r!.member_coupon_id}/cancel`, other, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const theirs = (await call('GET', `/seller/members/coupon?coupon_id=${id}`, other)).json();
    expect(theirs.data).toEqual([]);
    expect((await call('GET', '/seller/promotion/coupons', clerk)).statusCode).toBe(423);
    expect((await call('POST', '/seller/promotion/coupons', clerk, body())).statusCode).toBe(423);
    expect((await call('GET', '/seller/members/coupon', clerk)).statusCode).toBe(423);
  });
});
