import type { GoodsAction, GoodsStatus } from '@rxdesk/contract/goods/catalogue';
import type { Kysely } from 'kysely';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { hasPermission, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import { StateChanges, type ChangeActor, type ChangeStep } from '../../platform/state/state-changes.ts';
import type { CatalogueRepository, GoodsPatch, GoodsRow } from './catalogue.repository.ts';
import {
  ACTION_PERMISSION,
  GOODS_MACHINE,
  goodsStatus,
  type GoodsActor,
  type GoodsFacts,
} from './goods-state-machine.ts';

type Trx = Kysely<Database>;
/** A goods row with what the machine decides on, and who is acting. */
export interface GoodsEntity extends GoodsRow {
  enabled_skus: number;
  referenced: boolean;
  restricted: boolean;
  stocked: boolean;
  regulated_change: boolean;
  actor_id: number;
  /** Read only when the item is deleted for good: its first-sale review history, kept in the
   * (append-only) operation log row of the delete, since the review rows go with the item. */
  review_history?: { action: string; reason: string; actor_name: string; created_at: number }[];
}
type Patch = GoodsPatch & { status?: GoodsStatus };
/** What an item's facts and the caller's kind are read from: a list row has these, not the
 * whole goods row. */
export type GoodsFactsSource = Pick<
  GoodsEntity,
  | 'market_enable'
  | 'is_auth'
  | 'recycled_at'
  | 'goods_name'
  | 'regulatory_class'
  | 'submitted_by'
  | 'enabled_skus'
  | 'referenced'
  | 'restricted'
  | 'stocked'
  | 'regulated_change'
>;
export type GoodsStep = Omit<ChangeStep<GoodsAction, GoodsActor, Patch>, 'by'>;

/** The columns a state is written as (recycled_at is set by entering RECYCLED only). */
function stateColumns(status: GoodsStatus | undefined, now: number): GoodsPatch {
  switch (status) {
    case 'AWAITING_REVIEW':
      return { is_auth: 0, market_enable: 0, recycled_at: null };
    case 'REJECTED':
      return { is_auth: 2, market_enable: 0, recycled_at: null };
    case 'OFF_SHELF':
      return { is_auth: 1, market_enable: 0, recycled_at: null };
    case 'ON_SALE':
      return { is_auth: 1, market_enable: 1, recycled_at: null };
    case 'RECYCLED':
      return { market_enable: 0, recycled_at: now };
    default:
      return {};
  }
}

/** An edit that ends awaiting review is a (re)submission when it comes from another state or
 * changes a regulated field: the editor becomes the submitter, who may not review it. */
const submits = (from: GoodsStatus, to: GoodsStatus, e: GoodsEntity) =>
  to === 'AWAITING_REVIEW' && (from !== 'AWAITING_REVIEW' || e.regulated_change);

export const factsOf = (e: GoodsFactsSource): GoodsFacts => ({
  status: goodsStatus(e),
  name: e.goods_name,
  is_auth: e.is_auth,
  regulatory_class: e.regulatory_class,
  enabled_skus: e.enabled_skus,
  referenced: e.referenced,
  restricted: e.restricted,
  stocked: e.stocked,
  regulated_change: e.regulated_change,
});

/** Refusals name the item (a batch action says which one stopped it). */
function named(err: unknown, e: GoodsRow): unknown {
  if (!(err instanceof AppError) || err.params.name !== undefined) return err;
  return new AppError(err.code, err.messageKey, { ...err.params, name: e.goods_name }, err.field);
}

/** Applies goods state changes through the state kernel: decide → conditional update on the
 * state columns → review history → operation log, one transaction. */
export class GoodsChanges {
  private readonly kernel: StateChanges<
    GoodsEntity,
    GoodsFacts,
    GoodsStatus,
    GoodsAction,
    GoodsActor,
    Patch,
    Trx
  >;

  constructor(
    private readonly repo: CatalogueRepository,
    log: OperationLog,
    private readonly clock: Clock,
  ) {
    this.kernel = new StateChanges<GoodsEntity, GoodsFacts, GoodsStatus, GoodsAction, GoodsActor, Patch, Trx>(
      GOODS_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        lock: async (trx, e, to) =>
          to === 'DELETED' ? { ...e, review_history: await repo.reviewHistoryInTrx(trx, e.id) } : undefined,
        changeStatus: (trx, e, from, patch) => {
          const { status, ...rest } = patch;
          const now = rest.updated_at ?? this.clock.now();
          if (status === 'DELETED') return repo.purgeInTrx(trx, e.shop_id, e.id, now);
          return repo.updateIfState(trx, e.shop_id, e.id, from, { ...rest, ...stateColumns(status, now) });
        },
        addHistory: async (trx, e, h) => {
          const action =
            h.action === 'approve'
              ? 'APPROVE'
              : h.action === 'reject'
                ? 'REJECT'
                : h.action === 'edit' && submits(h.from, h.to, e)
                  ? 'SUBMIT'
                  : null;
          if (!action) return;
          await repo.insertReviewInTrx(trx, {
            shop_id: e.shop_id,
            goods_id: e.id,
            action,
            reason: h.message,
            actor_id: e.actor_id,
            actor_name: h.actorName,
            created_at: h.now,
          });
        },
        reload: async (e) => ({ ...e, ...((await repo.find(e.shop_id, e.id)) ?? {}) }),
      },
      {
        facts: (e) => factsOf(e),
        status: (e) => goodsStatus(e),
        entering: (e, from, to, now, action): Partial<Patch> => {
          if (action === 'approve' || action === 'reject')
            return { reviewed_by: e.actor_id, reviewed_at: now };
          if (action === 'up') return { shelf_reason: '' };
          if (action === 'edit' && submits(from, to, e)) return { submitted_by: e.actor_id, auth_reason: '' };
          return {};
        },
        audit: {
          prefix: 'goods',
          target: (e) => String(e.id),
          detail: (e) => ({
            goods_code: e.goods_code,
            goods_name: e.goods_name,
            ...(e.review_history
              ? { approval_number: e.approval_number, review_history: e.review_history }
              : {}),
          }),
        },
      },
      log,
      clock,
    );
  }

  /** One item with its facts; another shop's (or none) is 404. A change of one this shop has just
   * deleted is 409 (a concurrent delete won); reading it is 404. */
  async load(auth: AuthContext, id: number, forChange = true): Promise<GoodsEntity> {
    return (await this.loadMany(auth, [id], forChange))[0]!;
  }

  async loadMany(auth: AuthContext, ids: readonly number[], forChange = true): Promise<GoodsEntity[]> {
    const rows = await this.repo.findMany(auth.shopId, ids);
    if (rows.length !== new Set(ids).size) {
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.find((id) => !found.has(id)) as number;
      throw forChange && (await this.repo.wasDeleted(auth.shopId, missing))
        ? conflict('error.goods.deleted')
        : notFound();
    }
    const got = rows.map((r) => r.id);
    const [enabled, referenced, restricted, stocked] = await Promise.all([
      this.repo.enabledSkus(got),
      this.repo.referenced(got),
      this.repo.restricted(auth.shopId, got),
      this.repo.stocked(got),
    ]);
    return rows.map((g) => ({
      ...g,
      enabled_skus: enabled.get(g.id) ?? 0,
      referenced: referenced.has(g.id),
      restricted: restricted.has(g.id),
      stocked: stocked.has(g.id),
      regulated_change: false,
      actor_id: auth.userId,
    }));
  }

  /** The actions the caller may take on the item now: the machine's, among its permissions. */
  allowed(auth: AuthContext, e: GoodsFactsSource): GoodsAction[] {
    return GOODS_MACHINE.allowedActions(factsOf(e), actorKind(auth, e)).filter((a) =>
      hasPermission(auth, ACTION_PERMISSION[a]),
    );
  }

  /** One change of one item, in its own transaction. */
  async apply(
    auth: AuthContext,
    e: GoodsEntity,
    step: GoodsStep,
    alsoInTransaction?: (trx: Trx, e: GoodsEntity, now: number) => Promise<void>,
    /** Added to the operation log row (an edit's before/after `changes`). */
    detail?: Record<string, unknown>,
  ): Promise<GoodsEntity> {
    try {
      return await this.kernel.apply(actorOf(auth, e), e, {
        steps: [step],
        ...(detail ? { detail } : {}),
        ...(alsoInTransaction
          ? { alsoInTransaction: (trx, x, _to, now) => alsoInTransaction(trx, x, now) }
          : {}),
      });
    } catch (err) {
      throw named(err, e);
    }
  }

  /** The same change of several items in one transaction (in id order): all or none. */
  async applyMany(
    auth: AuthContext,
    ids: readonly number[],
    step: (e: GoodsEntity) => GoodsStep,
  ): Promise<number[]> {
    const list = await this.loadMany(auth, ids);
    const afters = await this.repo.transaction(async (trx) => {
      const out: (() => Promise<GoodsEntity>)[] = [];
      for (const e of list) {
        try {
          out.push(await this.kernel.applyIn(trx, actorOf(auth, e), e, { steps: [step(e)] }));
        } catch (err) {
          throw named(err, e);
        }
      }
      return out;
    });
    for (const after of afters) await after();
    return list.map((e) => e.id);
  }
}

/** The caller as the machine sees them for this item: its submitter may not review it. */
export function actorKind(auth: AuthContext, g: { submitted_by: number | null }): GoodsActor {
  return g.submitted_by === auth.userId ? 'SUBMITTER' : 'REVIEWER';
}

const actorOf = (auth: AuthContext, g: GoodsRow): ChangeActor<GoodsActor> => ({
  kind: actorKind(auth, g),
  name: auth.username,
  auth,
});
