import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import { yuanText } from '../../../platform/money.ts';
import type { PromotionSkusRepository } from '../promotion-skus.repository.ts';
import type { ActivitiesRepository } from './activities.repository.ts';

/** One SKU row an activity offers, in its own window (a seckill slot, or the whole group buy). */
export interface DraftRow {
  /** Index of the request's `skus` entry (errors name `skus.<index>.<field>`). */
  index: number;
  skuId: number;
  start: number;
  end: number;
  price: number;
  quantity: number;
  limitNum: number;
}

export interface ActivityDraft {
  title: string;
  start: number;
  end: number;
  rules: Record<string, unknown>;
  rows: DraftRow[];
  /** Seckill: a SKU's quantities over all slots must fit its stock at creation. */
  checkStock: boolean;
  /** The field a start in the past is reported on. */
  startField: string;
}

/** Grace for a start "now" chosen in a form a few minutes ago. */
const START_GRACE_SECONDS = 300;

/** Creation, edit (before the start), delete (before the start) and close (final) of seckill and
 * group-buy activities: the rules both kinds share, each change in one transaction with its
 * overlap check and operation-log row. Never sees SQL. */
export class ActivityWriter {
  constructor(
    private readonly repo: ActivitiesRepository,
    private readonly skus: PromotionSkusRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    /** Log prefix and target type: `seckill`, `group-buy` or `assemble`. */
    private readonly area: 'seckill' | 'group-buy' | 'assemble',
  ) {}

  async create(auth: AuthContext, d: ActivityDraft): Promise<number> {
    const now = this.clock.now();
    this.checkStart(d, now);
    return this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      const goodsOf = await this.checkSkus(trx, auth.shopId, d);
      const id = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        kind: this.repo.kind,
        title: d.title,
        start_at: d.start,
        end_at: d.end,
        scope: 'SKUS',
        rules: JSON.stringify(d.rules),
        closed_at: null,
        closed_by: null,
        created_by: auth.userId,
        created_at: now,
        updated_at: now,
      });
      await this.writeRows(trx, auth.shopId, id, d, goodsOf);
      await this.log.write(
        {
          auth,
          action: `${this.area}.create`,
          target: String(id),
          detail: { title: d.title, start_at: d.start, end_at: d.end, rules: d.rules, skus: d.rows.length },
        },
        trx,
      );
      return id;
    });
  }

  async edit(auth: AuthContext, id: number, d: ActivityDraft): Promise<void> {
    const before = await this.repo.find(auth.shopId, id);
    if (!before) throw notFound();
    const now = this.clock.now();
    this.checkStart(d, now);
    await this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      const goodsOf = await this.checkSkus(trx, auth.shopId, d);
      const rules = JSON.stringify(d.rules);
      const patch = { title: d.title, start_at: d.start, end_at: d.end, rules };
      if (!(await this.repo.updateNotStartedInTrx(trx, auth.shopId, id, now, patch)))
        throw conflict('error.activity.wrongState');
      await this.writeRows(trx, auth.shopId, id, d, goodsOf);
      await this.log.write(
        {
          auth,
          action: `${this.area}.edit`,
          target: String(id),
          detail: { title: d.title, skus: d.rows.length },
          changes: fieldChanges(
            { title: before.title, start_at: before.start_at, end_at: before.end_at, rules: before.rules },
            patch,
          ),
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    const before = await this.repo.find(auth.shopId, id);
    if (!before) throw notFound();
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.claimNotStartedInTrx(trx, auth.shopId, id, this.clock.now())))
        throw conflict('error.activity.wrongState');
      const p = { id, shopId: auth.shopId, kind: this.repo.kind, start: before.start_at, end: before.end_at };
      await this.skus.replaceInTrx(trx, p, []);
      await this.repo.deleteInTrx(trx, auth.shopId, id);
      await this.log.write(
        { auth, action: `${this.area}.delete`, target: String(id), detail: { title: before.title } },
        trx,
      );
    });
  }

  /** Closing is final: the activity's SKU rows leave every offer and overlap check. */
  async close(auth: AuthContext, id: number, reason: string): Promise<void> {
    const before = await this.repo.find(auth.shopId, id);
    if (!before) throw notFound();
    await this.repo.transaction(async (trx) => {
      const by = { userId: auth.userId, reason };
      if (!(await this.repo.closeInTrx(trx, auth.shopId, id, this.clock.now(), by)))
        throw conflict('error.activity.wrongState');
      await this.skus.closeInTrx(trx, id);
      await this.log.write(
        { auth, action: `${this.area}.close`, target: String(id), detail: { title: before.title, reason } },
        trx,
      );
    });
  }

  private checkStart(d: ActivityDraft, now: number): void {
    if (d.start < now - START_GRACE_SECONDS) throw invalidField(d.startField, 'error.activity.started');
  }

  /** The shop's goods on sale and approved; prescription / restricted only with the shop's
   * switch on; price below the list price; seckill quantities within stock. Answers each SKU's goods. */
  private async checkSkus(trx: Db, shopId: number, d: ActivityDraft): Promise<Map<number, number>> {
    const ids = [...new Set(d.rows.map((r) => r.skuId))];
    const facts = new Map((await this.repo.skuFactsInTrx(trx, shopId, ids)).map((f) => [f.sku_id, f]));
    const rx = (await this.repo.promotionsRxInTrx(trx, shopId))?.promotions_rx === 1;
    const units = new Map<number, number>();
    for (const r of d.rows) {
      const f = facts.get(r.skuId);
      const field = (name: string) => `skus.${r.index}.${name}`;
      const onSale =
        f && f.enabled === 1 && f.market_enable === 1 && f.is_auth === 1 && f.recycled_at === null;
      if (!f || !onSale) throw invalidField(field('sku_id'), 'error.activity.goods', { sku: r.skuId });
      if (!rx && (f.is_prescription === 1 || f.restricted_id !== null))
        throw invalidField(field('sku_id'), 'error.activity.rx', { goods: f.goods_name });
      if (r.price >= f.price)
        throw invalidField(field('price'), 'error.activity.price', {
          sku: skuName(f),
          price: yuanText(f.price),
        });
      const total = (units.get(r.skuId) ?? 0) + r.quantity;
      units.set(r.skuId, total);
      if (d.checkStock && total > f.stock)
        throw invalidField(field('quantity'), 'error.activity.stock', {
          sku: skuName(f),
          quantity: total,
          stock: f.stock,
        });
    }
    return new Map([...facts.values()].map((f) => [f.sku_id, f.goods_id]));
  }

  /** The overlap check per window (one per seckill slot), then the SKU rows. A conflict is a 409
   * naming the SKU and the other activity. */
  private async writeRows(
    trx: Db,
    shopId: number,
    id: number,
    d: ActivityDraft,
    goodsOf: Map<number, number>,
  ): Promise<void> {
    const windows = new Map<string, DraftRow[]>();
    for (const r of d.rows)
      windows.set(`${r.start}-${r.end}`, [...(windows.get(`${r.start}-${r.end}`) ?? []), r]);
    for (const rows of windows.values()) {
      const [hit] = await this.skus.conflictsInTrx(trx, {
        shopId,
        kind: this.repo.kind,
        skuIds: rows.map((r) => r.skuId),
        start: rows[0]!.start,
        end: rows[0]!.end,
        exceptPromotionId: id,
      });
      if (hit) {
        const [f] = await this.repo.skuFactsInTrx(trx, shopId, [hit.sku_id]);
        throw conflict('error.activity.conflict', { sku: f ? skuName(f) : hit.sku_id, title: hit.title });
      }
    }
    await this.skus.replaceInTrx(
      trx,
      { id, shopId, kind: this.repo.kind, start: d.start, end: d.end },
      d.rows.map((r) => ({
        goodsId: goodsOf.get(r.skuId)!,
        skuId: r.skuId,
        price: r.price,
        quantity: r.quantity,
        limitNum: r.limitNum,
        start: r.start,
        end: r.end,
      })),
    );
  }
}

function skuName(f: { goods_name: string; sku_code: string }): string {
  return `${f.goods_name}（${f.sku_code}）`;
}
