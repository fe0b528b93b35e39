import type { Page } from '@rxdesk/contract/common/paging';
import type {
  AssembleBody,
  AssembleDetail,
  AssembleRow,
  AssembleTeam,
  AssembleTeamsQuery,
  TeamState,
} from '@rxdesk/contract/promotions/assemble';
import type { ActivityListQuery, ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { fenToYuan } from '../../../platform/money.ts';
import { activityRowOf, rulesOf, skuOptionOf } from '../seckill/activity-rows.ts';
import type { ActivityDraft, ActivityWriter } from '../seckill/activity-writer.ts';
import type { AssembleRepository } from './assemble.repository.ts';
import type { AssembleSweep } from './assemble-sweep.service.ts';
import type { AssembleTeamsRepository } from './assemble-teams.repository.ts';

type Stored = NonNullable<Awaited<ReturnType<AssembleRepository['find']>>>;
type TeamFigures = { forming: number; formed: number; failed: number; orders: number };
const NO_TEAMS: TeamFigures = { forming: 0, formed: 0, failed: 0, orders: 0 };

/** 拼团: chosen SKUs at an assemble price over a window; rules = team size, time limit (minutes)
 * and per-order limit (RULES-FORMAT.md). Creation, edit, delete and close are the activity
 * writer's (shared with seckill and group buy); closing also fails the forming teams. */
export class AssembleService {
  constructor(
    private readonly repo: AssembleRepository,
    private readonly teams: AssembleTeamsRepository,
    private readonly writer: ActivityWriter,
    private readonly sweep: AssembleSweep,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: ActivityListQuery): Promise<Page<AssembleRow>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, q, now);
    const figures = await this.teams.figures(
      auth.shopId,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => this.toRow(r, r, figures.get(r.id) ?? NO_TEAMS, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async skuOptions(auth: AuthContext, goodsIds: string): Promise<ActivitySkuOption[]> {
    const ids = [...new Set(goodsIds.split(',').map(Number))];
    return (await this.repo.skuOptions(auth.shopId, ids)).map(skuOptionOf);
  }

  async detail(auth: AuthContext, id: number): Promise<AssembleDetail> {
    const p = await this.repo.find(auth.shopId, id);
    if (!p) throw notFound();
    const skus = await this.repo.skusWithGoods(auth.shopId, id);
    const teams = (await this.teams.figures(auth.shopId, [id])).get(id) ?? NO_TEAMS;
    const counts = { sku_count: skus.length, quantity: 0, sold: 0 };
    return {
      ...this.toRow(p, counts, teams, this.clock.now()),
      skus: skus.map((s) => ({
        goods_id: s.goods_id,
        sku_id: s.sku_id,
        goods_name: s.goods_name,
        sku_code: s.sku_code,
        list_price: fenToYuan(s.list_price),
        price: fenToYuan(s.price),
      })),
    };
  }

  async teamsOf(auth: AuthContext, id: number, q: AssembleTeamsQuery): Promise<Page<AssembleTeam>> {
    if (!(await this.repo.find(auth.shopId, id))) throw notFound();
    const { rows, orders, total } = await this.teams.teamsPage(auth.shopId, id, q);
    return {
      data: rows.map((t) => ({
        id: t.id,
        sku_id: t.sku_id,
        goods_name: t.goods_name,
        sku_code: t.sku_code,
        size: t.size,
        joined: t.joined,
        state: t.state as TeamState,
        expires_time: t.expires_at,
        create_time: t.created_at,
        formed_time: t.formed_at,
        failed_time: t.failed_at,
        orders: orders
          .filter((o) => o.team_id === t.id)
          .map((o) => ({
            sn: o.sn,
            status: o.status,
            order_price: fenToYuan(o.order_price),
            consignee_name: o.consignee_name,
            joined_time: o.joined_at,
            leader: o.order_id === t.leader_order_id,
          })),
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  create(auth: AuthContext, body: AssembleBody): Promise<{ id: number }> {
    return this.writer.create(auth, this.draft(body)).then((id) => ({ id }));
  }

  edit(auth: AuthContext, id: number, body: AssembleBody): Promise<void> {
    return this.writer.edit(auth, id, this.draft(body));
  }

  /** Final: no one may join any more, so its forming teams fail and their orders are refunded. */
  async close(auth: AuthContext, id: number, reason: string): Promise<void> {
    await this.writer.close(auth, id, reason);
    await this.sweep.failActivity(auth.shopId, id);
  }

  private draft(body: AssembleBody): ActivityDraft {
    return {
      title: body.title,
      start: body.start_time,
      end: body.end_time,
      rules: { team_size: body.team_size, time_limit: body.time_limit, limit_num: body.limit_num },
      checkStock: false,
      startField: 'start_time',
      // No quantity of its own: an assemble order takes the SKU's stock like any order.
      rows: body.skus.map((s, index) => ({
        index,
        skuId: s.sku_id,
        start: body.start_time,
        end: body.end_time,
        price: s.price,
        quantity: 0,
        limitNum: body.limit_num,
      })),
    };
  }

  private toRow(
    p: Stored,
    counts: Parameters<typeof activityRowOf>[1],
    teams: TeamFigures,
    now: number,
  ): AssembleRow {
    const rules = rulesOf(p.rules);
    const num = (v: unknown) => (typeof v === 'number' ? v : 0);
    return {
      ...activityRowOf(p, counts, now),
      team_size: num(rules.team_size),
      time_limit: num(rules.time_limit),
      limit_num: num(rules.limit_num),
      teams_forming: teams.forming,
      teams_formed: teams.formed,
      teams_failed: teams.failed,
      orders: teams.orders,
    };
  }
}
