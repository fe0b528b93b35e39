import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssembleDetail, AssembleRow, AssembleTeam } from '@rxdesk/contract/promotions/assemble';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  assembleBody,
  assembleOrder,
  assembleSkus,
  createAssemble,
  type AssembleTestSku,
} from '../../../testing/assemble.ts';
import { expressOrderBody, placeOrder } from '../../../testing/orders.ts';

describe('assemble (seller/promotion/pintuan): activities, teams, intake, ship check', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let skus: AssembleTestSku[];
  beforeAll(async () => {
    t = await createTestApp({ ASSEMBLE_SWEEP_MS: '20' });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
    skus = await assembleSkus(t, 6);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  const order = (sn: string) =>
    t.db.selectFrom('orders').selectAll().where('sn', '=', sn).executeTakeFirstOrThrow();
  const teamOf = (id: number) =>
    t.db.selectFrom('assemble_teams').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const teamIdOf = async (sn: string) => {
    const o = await order(sn);
    const r = await t.db
      .selectFrom('assemble_team_orders')
      .select('team_id')
      .where('order_id', '=', o.id)
      .executeTakeFirstOrThrow();
    return Number(r.team_id);
  };

  it('creates, lists by state, edits and deletes only before the start, closes once', async () => {
    const sku = skus[0]!;
    const later = t.clock.now() + 7200;
    const body = assembleBody(t, sku, { start_time: later, end_time: later + 86_400 });
    const id = await createAssemble(t, admin, body);
    const p = await t.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(p.kind).toBe('ASSEMBLE');
    expect(JSON.parse(p.rules)).toEqual({ team_size: 3, time_limit: 60, limit_num: 2 });
    const list = await call('GET', '/seller/promotion/pintuan?state=NOT_STARTED');
    expect(list.json<{ data: AssembleRow[] }>().data.map((r) => r.id)).toContain(id);

    const edited = await call('PUT', `/seller/promotion/pintuan/${id}`, { ...body, team_size: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await call('GET', `/seller/promotion/pintuan/${id}`)).json<AssembleDetail>();
    expect(detail).toMatchObject({ team_size: 5, state: 'NOT_STARTED', teams_formed: 0, orders: 0 });
    expect(detail.skus[0]).toMatchObject({ sku_id: sku.skuId, price: (sku.price - 100) / 100 });

    // Another shop sees nothing of it.
    expect((await call('GET', `/seller/promotion/pintuan/${id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/seller/promotion/pintuan/${id}`, undefined, other)).statusCode).toBe(404);

    expect((await call('DELETE', `/seller/promotion/pintuan/${id}`)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('promotion_skus').select('id').where('promotion_id', '=', id).execute(),
    ).toEqual([]);

    const running = await createAssemble(t, admin, assembleBody(t, sku));
    const refused = await call('PUT', `/seller/promotion/pintuan/${running}`, assembleBody(t, sku));
    expect(refused.statusCode).toBe(409);
    expect((await call('DELETE', `/seller/promotion/pintuan/${running}`)).statusCode).toBe(409);
    const closes = await Promise.all([
      call('POST', `/seller/promotion/pintuan/${running}/close`, { reason: '活动调整' }),
      call('POST', `/seller/promotion/pintuan/${running}/close`, { reason: '活动调整' }),
    ]);
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const closed = (await call('GET', `/seller/promotion/pintuan/${running}`)).json<AssembleDetail>();
    expect(closed).toMatchObject({ state: 'CLOSED', close_reason: '活动调整' });
  });

  it('refuses bad rules and overlaps with other goods-level activities', async () => {
    const sku = skus[1]!;
    const bad = await call('POST', '/seller/promotion/pintuan', assembleBody(t, sku, { team_size: 1 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'team_size' });
    expect(bad.json().message).toContain('成团人数须为 2-20 人');
    const tooLong = await call(
      'POST',
      '/seller/promotion/pintuan',
      assembleBody(t, sku, { time_limit: 4321 }),
    );
    expect(tooLong.json()).toMatchObject({ field: 'time_limit' });
    const dear = await call(
      'POST',
      '/seller/promotion/pintuan',
      assembleBody(t, sku, { skus: [{ sku_id: sku.skuId, price: sku.price / 100 }] }),
    );
    expect(dear.statusCode).toBe(400);

    await createAssemble(t, admin, assembleBody(t, sku));
    const twice = await call(
      'POST',
      '/seller/promotion/pintuan',
      assembleBody(t, sku, { title: '另一个拼团' }),
    );
    expect(twice.statusCode).toBe(409);
    const group = await call('POST', '/seller/promotion/group-buy-goods', {
      group_name: '重叠的团购',
      start_time: t.clock.now(),
      end_time: t.clock.now() + 3600,
      skus: [{ sku_id: sku.skuId, price: (sku.price - 200) / 100, quantity: 5, limit_num: 1 }],
    });
    expect(group.statusCode).toBe(409);
    expect(group.json().message).toContain('三人拼团测试');
  });

  it('opens a team at the assemble price, joins it, gives the last place to one of two racers', async () => {
    const sku = skus[2]!;
    const id = await createAssemble(t, admin, assembleBody(t, sku));
    const stockBefore = sku.stock;

    // An ordinary order of the SKU pays the list price.
    const plain = await placeOrder(
      t,
      expressOrderBody([{ goods_code: sku.goodsCode, sku_id: sku.skuId, num: 1 }]),
    );
    expect((await order(plain.json().sn)).goods_price - (await order(plain.json().sn)).discount_price).toBe(
      sku.price,
    );

    const opened = await assembleOrder(t, sku, { promotion_id: id }, 2);
    expect(opened.statusCode, opened.body).toBe(201);
    const leader = await order(opened.json().sn);
    expect(leader).toMatchObject({ order_type: 'ASSEMBLE', discount_price: 200 });
    const rows = await t.db
      .selectFrom('order_item_promotions')
      .select(['kind', 'amount', 'promotion_id'])
      .where('order_id', '=', leader.id)
      .execute();
    expect(rows).toEqual([{ kind: 'ASSEMBLE', amount: 200, promotion_id: id }]);
    const teamId = await teamIdOf(leader.sn);
    expect(await teamOf(teamId)).toMatchObject({
      joined: 1,
      size: 3,
      state: 'FORMING',
      leader_order_id: leader.id,
      expires_at: t.clock.now() + 3600,
    });

    // Refusals change nothing: over the limit, two lines, an unknown team.
    expect((await assembleOrder(t, sku, { promotion_id: id, team_id: teamId }, 3)).statusCode).toBe(400);
    const twoLines = await placeOrder(
      t,
      expressOrderBody(
        [
          { goods_code: sku.goodsCode, sku_id: sku.skuId, num: 1 },
          { goods_code: skus[3]!.goodsCode, sku_id: skus[3]!.skuId, num: 1 },
        ],
        { assemble: { promotion_id: id, team_id: teamId } },
      ),
    );
    expect(twoLines.json()).toMatchObject({ field: 'items' });
    expect((await assembleOrder(t, sku, { promotion_id: id, team_id: 999_999 })).statusCode).toBe(404);
    expect((await teamOf(teamId)).joined).toBe(1);

    // A team awaiting people does not ship.
    const detail = (await call('GET', `/seller/trade/orders/detail/${leader.sn}`)).json();
    const ship = () =>
      call('POST', `/seller/trade/orders/${leader.sn}/setout`, {
        express_code: 'SF',
        waybill_no: 'SF1234567890',
        batches: detail.items.map((i: { item_id: number }) => ({
          item_id: i.item_id,
          batch_numbers: ['B1'],
        })),
      });
    const early = await ship();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('拼团订单尚未成团，不能发货');

    expect((await assembleOrder(t, sku, { promotion_id: id, team_id: teamId })).statusCode).toBe(201);
    const race = await Promise.all([
      assembleOrder(t, sku, { promotion_id: id, team_id: teamId }),
      assembleOrder(t, sku, { promotion_id: id, team_id: teamId }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(race.find((r) => r.statusCode === 409)!.json().code).toBe('CONFLICT');
    const team = await teamOf(teamId);
    expect(team).toMatchObject({ joined: 3, state: 'FORMED', formed_at: t.clock.now() });
    const members = await t.db
      .selectFrom('assemble_team_orders')
      .select('order_id')
      .where('team_id', '=', teamId)
      .execute();
    expect(members).toHaveLength(3);
    const after = await t.db
      .selectFrom('goods_skus')
      .select('stock')
      .where('id', '=', sku.skuId)
      .executeTakeFirstOrThrow();
    // 1 plain + 2 + 1 + 1: the loser of the race took no stock.
    expect(stockBefore - after.stock).toBe(5);
    expect((await assembleOrder(t, sku, { promotion_id: id, team_id: teamId })).statusCode).toBe(409);

    const shipped = await ship();
    expect(shipped.statusCode, shipped.body).toBe(200);

    const teams = await call('GET', `/seller/promotion/pintuan/${id}/teams`);
    const page = teams.json<{ data: AssembleTeam[] }>();
    expect(page.data[0]).toMatchObject({ id: teamId, state: 'FORMED', joined: 3 });
    expect(page.data[0]!.orders.filter((o) => o.leader).map((o) => o.sn)).toEqual([leader.sn]);
    const figures = (await call('GET', `/seller/promotion/pintuan/${id}`)).json<AssembleDetail>();
    expect(figures).toMatchObject({ teams_formed: 1, teams_forming: 0, orders: 3 });
    expect((await call('GET', `/seller/promotion/pintuan/${id}/teams`, undefined, other)).statusCode).toBe(
      404,
    );
  });

  it('fails a team past its time: its paid orders are cancelled and refunded, stock given back', async () => {
    const sku = skus[4]!;
    const id = await createAssemble(t, admin, assembleBody(t, sku, { time_limit: 5 }));
    const opened = await assembleOrder(t, sku, { promotion_id: id }, 2);
    const sn = opened.json().sn as string;
    const teamId = await teamIdOf(sn);
    const joined = await assembleOrder(t, sku, { promotion_id: id, team_id: teamId });
    const stock = async () =>
      (
        await t.db
          .selectFrom('goods_skus')
          .select('stock')
          .where('id', '=', sku.skuId)
          .executeTakeFirstOrThrow()
      ).stock;
    expect(await stock()).toBe(sku.stock - 3);

    t.clock.advance(5 * 60);
    // Past its time, nobody joins.
    expect((await assembleOrder(t, sku, { promotion_id: id, team_id: teamId })).statusCode).toBe(409);
    await swept(teamId, [sn, joined.json().sn as string]);
    expect(await teamOf(teamId)).toMatchObject({ state: 'FAILED', failed_at: t.clock.now() });
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'target'])
      .where('action', '=', 'assemble.teamFailed')
      .where('target', '=', String(teamId))
      .execute();
    expect(logged).toHaveLength(1);
    for (const s of [sn, joined.json().sn as string]) {
      const o = await order(s);
      expect(o.status).toBe('CANCELLED');
      const refund = await t.db
        .selectFrom('refunds')
        .selectAll()
        .where('order_id', '=', o.id)
        .executeTakeFirstOrThrow();
      expect(refund).toMatchObject({ source: 'CANCEL', amount: o.paid_amount });
    }
    expect(await stock()).toBe(sku.stock);
  });

  it('closing an activity fails its forming teams and cancels their orders', async () => {
    const sku = skus[5]!;
    const id = await createAssemble(t, admin, assembleBody(t, sku));
    const sn = (await assembleOrder(t, sku, { promotion_id: id })).json().sn as string;
    expect((await call('POST', `/seller/promotion/pintuan/${id}/close`, { reason: '停售' })).statusCode).toBe(
      200,
    );
    expect((await order(sn)).status).toBe('CANCELLED');
    expect((await teamOf(await teamIdOf(sn))).state).toBe('FAILED');
    // A closed activity opens no team.
    expect((await assembleOrder(t, sku, { promotion_id: id })).statusCode).toBe(409);
  });

  /** The app's sweep runs every 20 ms here (ASSEMBLE_SWEEP_MS): wait until it has failed the team
   * and cancelled its orders. */
  async function swept(teamId: number, sns: string[]) {
    for (let i = 0; i < 200; i++) {
      const team = await teamOf(teamId);
      const orders = await Promise.all(sns.map(order));
      if (team.state === 'FAILED' && orders.every((o) => o.status === 'CANCELLED')) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the sweep did not fail the team');
  }
});
