import { sql, type Insertable } from 'kysely';
import type { AssembleTeamsQuery, TeamState } from '@rxdesk/contract/promotions/assemble';
import type { Db } from '../../../platform/db/database.ts';
import type { AssembleTeamTable } from '../../../platform/db/schema/assemble.ts';

/** Order statuses a failed team's orders are cancelled from (not yet shipped; they cannot ship
 * before their team forms). */
export const CANCELLABLE = ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'];

/** assemble_teams and assemble_team_orders (migration 0028), and the facts the intake reads of an
 * ASSEMBLE activity. Every team change is one conditional update. Kysely only. */
export class AssembleTeamsRepository {
  constructor(readonly db: Db) {}

  /** The shop's ASSEMBLE activity if running at `at` (not closed, its window holds `at`). */
  runningActivityInTrx(trx: Db, shopId: number, promotionId: number, at: number) {
    return trx
      .selectFrom('promotions')
      .select(['id', 'title', 'rules'])
      .where('shop_id', '=', shopId)
      .where('id', '=', promotionId)
      .where('kind', '=', 'ASSEMBLE')
      .where('closed_at', 'is', null)
      .where('start_at', '<=', at)
      .where('end_at', '>', at)
      .executeTakeFirst();
  }

  async skuInActivityInTrx(trx: Db, promotionId: number, skuId: number): Promise<boolean> {
    const r = await trx
      .selectFrom('promotion_skus')
      .select('id')
      .where('promotion_id', '=', promotionId)
      .where('sku_id', '=', skuId)
      .where('live', '=', 1)
      .executeTakeFirst();
    return r !== undefined;
  }

  findTeamInTrx(trx: Db, shopId: number, teamId: number) {
    return trx
      .selectFrom('assemble_teams')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', teamId)
      .executeTakeFirst();
  }

  async openTeamInTrx(trx: Db, row: Insertable<AssembleTeamTable>): Promise<number> {
    const { id } = await trx
      .insertInto('assemble_teams')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Takes one place of a forming, unexpired team: `joined < size` in the update itself, so of two
   * orders racing for the last place one wins; the place that fills the team forms it. */
  async joinInTrx(trx: Db, shopId: number, teamId: number, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('assemble_teams')
      .set((eb) => ({
        joined: eb('joined', '+', 1),
        state: sql<string>`case when joined + 1 >= size then 'FORMED' else 'FORMING' end`,
        formed_at: sql<number | null>`case when joined + 1 >= size then cast(${at} as bigint) else null end`,
      }))
      .where('shop_id', '=', shopId)
      .where('id', '=', teamId)
      .where('state', '=', 'FORMING')
      .where('expires_at', '>', at)
      .where((eb) => eb('joined', '<', eb.ref('size')))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async attachOrderInTrx(
    trx: Db,
    t: { teamId: number; orderId: number; shopId: number; at: number; leader: boolean },
  ): Promise<void> {
    await trx
      .insertInto('assemble_team_orders')
      .values({ team_id: t.teamId, order_id: t.orderId, shop_id: t.shopId, joined_at: t.at })
      .execute();
    if (t.leader)
      await trx
        .updateTable('assemble_teams')
        .set({ leader_order_id: t.orderId })
        .where('id', '=', t.teamId)
        .execute();
  }

  /** The team state of an order (undefined: the order is in no team). */
  async teamStateOfOrder(shopId: number, orderId: number): Promise<TeamState | undefined> {
    const r = await this.db
      .selectFrom('assemble_team_orders as o')
      .innerJoin('assemble_teams as t', 't.id', 'o.team_id')
      .select('t.state')
      .where('o.shop_id', '=', shopId)
      .where('o.order_id', '=', orderId)
      .executeTakeFirst();
    return r?.state as TeamState | undefined;
  }

  /** Forming teams past their time (the sweep's work), oldest first. */
  expiredTeams(at: number, limit: number) {
    return this.db
      .selectFrom('assemble_teams')
      .select(['id', 'shop_id', 'promotion_id'])
      .where('state', '=', 'FORMING')
      .where('expires_at', '<=', at)
      .orderBy('expires_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Forming teams of one activity (closing it fails them). */
  formingTeamsOf(shopId: number, promotionId: number) {
    return this.db
      .selectFrom('assemble_teams')
      .select(['id', 'shop_id', 'promotion_id'])
      .where('shop_id', '=', shopId)
      .where('promotion_id', '=', promotionId)
      .where('state', '=', 'FORMING')
      .orderBy('id')
      .execute();
  }

  /** FORMING → FAILED, once (a second sweep or a racing close finds nothing): a team past its
   * time (`expiredBy`), or any forming team of a closed activity. */
  async failInTrx(trx: Db, teamId: number, at: number, expiredBy?: number): Promise<boolean> {
    const r = await trx
      .updateTable('assemble_teams')
      .set({ state: 'FAILED', failed_at: at })
      .where('id', '=', teamId)
      .where('state', '=', 'FORMING')
      .$if(expiredBy !== undefined, (b) => b.where('expires_at', '<=', expiredBy!))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Orders of failed teams not cancelled yet (a sweep that stopped half way is finished by the
   * next one), optionally of one activity. */
  openOrdersOfFailedTeams(limit: number, promotionId?: number) {
    return this.db
      .selectFrom('assemble_team_orders as o')
      .innerJoin('assemble_teams as t', 't.id', 'o.team_id')
      .innerJoin('orders as r', 'r.id', 'o.order_id')
      .select(['r.shop_id', 'r.sn'])
      .where('t.state', '=', 'FAILED')
      .where('r.status', 'in', CANCELLABLE)
      .$if(promotionId !== undefined, (b) => b.where('t.promotion_id', '=', promotionId!))
      .orderBy('o.id')
      .limit(limit)
      .execute();
  }

  /** Per activity: teams by state and orders placed in its teams. */
  async figures(shopId: number, promotionIds: readonly number[]) {
    const out = new Map<number, { forming: number; formed: number; failed: number; orders: number }>();
    if (promotionIds.length === 0) return out;
    const teams = await this.db
      .selectFrom('assemble_teams')
      .select(['promotion_id', 'state'])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('joined').as('orders')])
      .where('shop_id', '=', shopId)
      .where('promotion_id', 'in', [...promotionIds])
      .groupBy(['promotion_id', 'state'])
      .execute();
    for (const id of promotionIds) out.set(id, { forming: 0, formed: 0, failed: 0, orders: 0 });
    for (const r of teams) {
      const f = out.get(Number(r.promotion_id))!;
      const n = Number(r.n);
      if (r.state === 'FORMING') f.forming += n;
      if (r.state === 'FORMED') f.formed += n;
      if (r.state === 'FAILED') f.failed += n;
      f.orders += Number(r.orders ?? 0);
    }
    return out;
  }

  async teamsPage(shopId: number, promotionId: number, q: AssembleTeamsQuery) {
    const base = this.db
      .selectFrom('assemble_teams as t')
      .where('t.shop_id', '=', shopId)
      .where('t.promotion_id', '=', promotionId)
      .$if(!!q.state, (b) => b.where('t.state', '=', q.state!));
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('goods_skus as s', 's.id', 't.sku_id')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .selectAll('t')
      .select(['s.sku_code', 'g.goods_name'])
      .orderBy('t.id', 'desc')
      .limit(q.page_size)
      .offset((q.page_no - 1) * q.page_size)
      .execute();
    const ids = rows.map((r) => r.id);
    const orders = ids.length
      ? await this.db
          .selectFrom('assemble_team_orders as o')
          .innerJoin('orders as r', 'r.id', 'o.order_id')
          .select([
            'o.team_id',
            'o.order_id',
            'o.joined_at',
            'r.sn',
            'r.status',
            'r.order_price',
            'r.consignee_name',
          ])
          .where('o.shop_id', '=', shopId)
          .where('o.team_id', 'in', ids)
          .orderBy('o.id')
          .execute()
      : [];
    return { rows, orders, total: Number(n) };
  }
}
