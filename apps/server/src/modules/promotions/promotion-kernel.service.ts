import type {
  PromotionAction,
  PromotionFigures,
  PromotionListQuery,
  PromotionRow,
  PromotionScope,
  PromotionSku,
} from '@rxdesk/contract/promotions/promotion-common';
import { PROMOTION_START_SLACK } from '@rxdesk/contract/promotions/promotion-common';
import type { Page } from '@rxdesk/contract/common/paging';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isRefusal } from '../../platform/state/state-machine.ts';
import type { PromotionGoodsRepository } from './promotion-goods.repository.ts';
import {
  skuSpecs,
  type BaseBody,
  type PromotionDraft,
  type PromotionKindRules,
  type SkuFact,
} from './promotion-kind.ts';
import { allowedPromotionActions, PROMOTION_MACHINE, promotionState } from './promotion-state.ts';
import type { PromotionSkusRepository } from './promotion-skus.repository.ts';
import type { PromotionsRepository } from './promotions.repository.ts';

type Stored = NonNullable<Awaited<ReturnType<PromotionsRepository['find']>>>;
const yuan = (fen: number) => fen / 100;

/** The activity kernel every kind shares: list by state tab, detail with figures, create and edit
 * (rules of the kind, goods checks, overlap) in one transaction behind the shop's lock, close
 * (final) and delete — each decided by the state rules table, applied as a conditional write and
 * logged in the same transaction. */
export class PromotionKernel {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly skus: PromotionSkusRepository,
    private readonly goods: PromotionGoodsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, q: PromotionListQuery) {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, k.kind, q, now);
    const page: Page<{ row: PromotionRow; stored: Stored }> = {
      data: rows.map((r) => ({ row: this.toRow(r, Number(r.sku_count ?? 0), now), stored: r })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
    return page;
  }

  private toRow(p: Stored, skuCount: number, now: number): PromotionRow {
    const status = promotionState(p, now);
    return {
      promotion_id: Number(p.id),
      title: p.title,
      start_time: p.start_at,
      end_time: p.end_at,
      status,
      scope: p.scope as PromotionScope,
      sku_count: skuCount,
      create_time: p.created_at,
      closed_time: p.closed_at,
      close_reason: p.close_reason,
      allowed_actions: allowedPromotionActions(status),
    };
  }

  async detail<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, id: number) {
    const p = await this.load(auth, k, id);
    const rows = await this.goods.skusOf(Number(p.id));
    const skus: PromotionSku[] = rows.map((s) => ({
      sku_id: Number(s.sku_id),
      goods_id: Number(s.goods_id),
      goods_name: s.goods_name,
      specs: skuSpecs(s.spec_values, s.specs),
      price: yuan(s.price),
      ...(k.kind === 'MINUS' ? { minus: yuan(s.off) } : {}),
    }));
    const f = await this.repo.figures(auth.shopId, k.kind, Number(p.id));
    const figures: PromotionFigures = { orders: f.orders, units: f.units, discount: yuan(f.discount) };
    return { row: this.toRow(p, skus.length, this.clock.now()), stored: p, skus, figures };
  }

  /** The SKUs of goods picked in the form (the goods picker picks goods, activities cover SKUs). */
  async skusOfGoods(auth: AuthContext, goodsIds: readonly number[]): Promise<PromotionSku[]> {
    const rows = await this.goods.skusOfGoods(auth.shopId, goodsIds);
    return rows.map((s) => ({
      sku_id: Number(s.sku_id),
      goods_id: Number(s.goods_id),
      goods_name: s.goods_name,
      specs: skuSpecs(s.spec_values, s.specs),
      price: yuan(s.price),
    }));
  }

  private async load<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, id: number) {
    const p = await this.repo.find(auth.shopId, k.kind, id);
    if (!p) throw notFound();
    return p;
  }

  private decide(p: Stored, action: PromotionAction, now: number): void {
    const d = PROMOTION_MACHINE.decide({ status: promotionState(p, now) }, action);
    if (isRefusal(d)) throw new AppError('CONFLICT', d.refused, d.params);
  }

  /** Create (id absent) or edit while not started. */
  async save<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, body: B, id?: number) {
    const now = this.clock.now();
    if (body.end_time <= body.start_time) throw invalidField('end_time', 'rule.promotion.window');
    if (body.start_time < now - PROMOTION_START_SLACK)
      throw invalidField('start_time', 'rule.promotion.startPast');
    const before = id === undefined ? undefined : await this.load(auth, k, id);
    if (before) this.decide(before, 'edit', now);
    return this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      const draft = await this.draftInTrx(trx, auth, k, body);
      await this.checkOverlapInTrx(trx, auth.shopId, k, draft, id);
      const fields = {
        title: draft.title,
        start_at: draft.start,
        end_at: draft.end,
        scope: draft.scope,
        rules: draft.rules,
      };
      let promotionId: number;
      if (before) {
        promotionId = Number(before.id);
        // The start may have passed (or another edit closed it) since the read above.
        if (!(await this.repo.updateNotStartedInTrx(trx, promotionId, fields, now)))
          throw new AppError('CONFLICT', 'error.promotion.started');
      } else {
        promotionId = await this.repo.insertInTrx(trx, {
          ...fields,
          shop_id: auth.shopId,
          kind: k.kind,
          created_by: auth.userId,
          created_at: now,
        });
      }
      const window = {
        id: promotionId,
        shopId: auth.shopId,
        kind: k.kind,
        start: draft.start,
        end: draft.end,
      };
      await this.skus.replaceInTrx(trx, window, draft.skus);
      await this.log.write(
        {
          auth,
          action: `promotion.${k.slug}.${before ? 'edit' : 'create'}`,
          targetType: 'promotion',
          target: String(promotionId),
          detail: { kind: k.kind, title: draft.title, skus: draft.skus.length },
          ...(before ? { changes: fieldChanges(before, fields) } : {}),
        },
        trx,
      );
      return promotionId;
    });
  }

  private async draftInTrx<B extends BaseBody>(
    trx: Db,
    auth: AuthContext,
    k: PromotionKindRules<B>,
    body: B,
  ): Promise<PromotionDraft> {
    const covered = k.coveredSkuIds(body);
    const other = k.otherSkuIds?.(body) ?? [];
    const seen = new Set<number>();
    for (const skuId of covered) {
      if (seen.has(skuId)) throw invalidField('sku_ids', 'rule.promotion.skuTwice', { sku_id: skuId });
      seen.add(skuId);
    }
    const facts = new Map<number, SkuFact>();
    for (const f of await this.goods.skuFactsInTrx(trx, auth.shopId, [...new Set([...covered, ...other])]))
      facts.set(Number(f.sku_id), f);
    const rxAllowed = await this.repo.shopAllowsRxInTrx(trx, auth.shopId);
    for (const skuId of covered) {
      const f = facts.get(skuId);
      if (!f) throw invalidField('sku_ids', 'rule.promotion.skuUnknown', { sku_id: skuId });
      const onSale = f.market_enable === 1 && f.is_auth === 1 && f.recycled_at === null && f.enabled === 1;
      if (!onSale) throw invalidField('sku_ids', 'rule.promotion.skuNotOnSale', { name: f.goods_name });
      const rx = f.is_prescription === 1 || f.drug_type === 'RX' || Boolean(f.restricted);
      if (rx && !rxAllowed) throw invalidField('sku_ids', 'rule.promotion.skuRx', { name: f.goods_name });
    }
    const named = k.tierRefs?.(body) ?? { giftIds: [], couponIds: [] };
    const refs = await this.repo.tierRefsInTrx(
      trx,
      auth.shopId,
      [...new Set(named.giftIds)],
      [...new Set(named.couponIds)],
      this.clock.now(),
    );
    return k.draft(body, facts, refs);
  }

  /** 409 naming the SKU and the activity it is in; full cuts also meet each other shop-wide. */
  private async checkOverlapInTrx<B extends BaseBody>(
    trx: Db,
    shopId: number,
    k: PromotionKindRules<B>,
    d: PromotionDraft,
    exceptId?: number,
  ): Promise<void> {
    if (k.kind === 'FULL_DISCOUNT') {
      const [hit] = await this.repo.fullCutsOverlappingInTrx(trx, {
        shopId,
        start: d.start,
        end: d.end,
        allScopeOnly: d.scope === 'SKUS',
        ...(exceptId === undefined ? {} : { exceptId }),
      });
      if (hit)
        throw new AppError('CONFLICT', 'error.promotion.fullOverlap', {
          title: hit.title,
          promotion_id: Number(hit.id),
        });
    }
    const [c] = await this.skus.conflictsInTrx(trx, {
      shopId,
      kind: k.kind,
      skuIds: d.skus.map((s) => s.skuId),
      start: d.start,
      end: d.end,
      ...(exceptId === undefined ? {} : { exceptPromotionId: exceptId }),
    });
    if (c) {
      const [f] = await this.goods.skuFactsInTrx(trx, shopId, [Number(c.sku_id)]);
      throw new AppError('CONFLICT', 'error.promotion.overlap', {
        name: f ? `${f.goods_name}（${skuSpecs(f.spec_values, f.specs)}）` : String(c.sku_id),
        title: c.title,
        promotion_id: Number(c.promotion_id),
      });
    }
  }

  async close<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, id: number, reason: string) {
    const p = await this.load(auth, k, id);
    const now = this.clock.now();
    this.decide(p, 'close', now);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.closeInTrx(trx, Number(p.id), { reason, by: auth.userId, now })))
        throw new AppError('CONFLICT', 'error.promotion.closed');
      await this.skus.closeInTrx(trx, Number(p.id));
      await this.log.write(
        {
          auth,
          action: `promotion.${k.slug}.close`,
          targetType: 'promotion',
          target: String(p.id),
          detail: { kind: k.kind, title: p.title, reason },
        },
        trx,
      );
    });
  }

  async remove<B extends BaseBody>(auth: AuthContext, k: PromotionKindRules<B>, id: number) {
    const p = await this.load(auth, k, id);
    const now = this.clock.now();
    this.decide(p, 'delete', now);
    await this.repo.transaction(async (trx) => {
      const window = {
        id: Number(p.id),
        shopId: auth.shopId,
        kind: k.kind,
        start: p.start_at,
        end: p.end_at,
      };
      await this.skus.replaceInTrx(trx, window, []);
      if (!(await this.repo.deleteNotStartedInTrx(trx, Number(p.id), now)))
        throw new AppError('CONFLICT', 'error.promotion.started');
      await this.log.write(
        {
          auth,
          action: `promotion.${k.slug}.delete`,
          targetType: 'promotion',
          target: String(p.id),
          detail: { kind: k.kind, title: p.title },
        },
        trx,
      );
    });
  }
}
