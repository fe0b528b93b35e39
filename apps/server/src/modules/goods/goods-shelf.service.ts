import type { GoodsBatchResult } from '@rxdesk/contract/goods/goods-review';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { CatalogueSkusRepository } from './catalogue-skus.repository.ts';
import type { GoodsChanges } from './goods-changes.ts';

/** What putting a prescription drug on sale asks first (issue 24): the qualifications area's
 * licence-check port, handed in by app.ts. Refuses (409) unless a drug business licence is in force. */
export interface RxLicenceCheck {
  assertRxSaleAllowed(shopId: number, goodsName: string): Promise<void>;
}

/** The list's actions on one or several items ({goods_ids}): on and off shelf, recycle station,
 * and the batch edits (group, tags, warning quantity). Each request is one transaction: every
 * item changes or none (a refusal names the item that stopped it). */
export class GoodsShelfService {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly skus: CatalogueSkusRepository,
    private readonly changes: GoodsChanges,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    /** Issue 24: prescription drugs go on sale only under a drug business licence in force. */
    private readonly licences: RxLicenceCheck,
  ) {}

  /** On sale: approved, off shelf, not of a class barred from online sale, with an enabled SKU. */
  async up(auth: AuthContext, ids: readonly number[]) {
    const rx = (await this.repo.findMany(auth.shopId, ids)).find((g) => g.is_prescription === 1);
    if (rx) await this.licences.assertRxSaleAllowed(auth.shopId, rx.goods_name);
    return this.state(auth, ids, 'up');
  }

  under(auth: AuthContext, ids: readonly number[], reason: string) {
    return this.state(auth, ids, 'under', reason);
  }

  /** To the recycle station: items not on sale. */
  recycle(auth: AuthContext, ids: readonly number[]) {
    return this.state(auth, ids, 'recycle');
  }

  revert(auth: AuthContext, ids: readonly number[]) {
    return this.state(auth, ids, 'revert');
  }

  /** For good, from the recycle station, and only items no order names. */
  remove(auth: AuthContext, ids: readonly number[]) {
    return this.state(auth, ids, 'delete');
  }

  async setGroup(auth: AuthContext, ids: readonly number[], groupId: number | null) {
    if (groupId !== null && !(await this.repo.groupExists(auth.shopId, groupId)))
      throw invalidField('group_id', 'error.goods.groupUnknown');
    return this.batch(auth, ids, 'goods.group', { group_id: groupId }, (trx, now) =>
      this.repo.setGroupInTrx(trx, auth.shopId, ids, groupId, now),
    );
  }

  async setTags(auth: AuthContext, ids: readonly number[], tagIds: readonly number[]) {
    if (!(await this.repo.tagsExist(auth.shopId, tagIds)))
      throw invalidField('tag_ids', 'error.goods.tagUnknown');
    return this.batch(auth, ids, 'goods.tags', { tag_ids: tagIds }, (trx) =>
      this.repo.setTagsInTrx(trx, ids, tagIds),
    );
  }

  /** Every SKU of the items; null: back to the shop's default. */
  setWarning(auth: AuthContext, ids: readonly number[], qty: number | null) {
    return this.batch(auth, ids, 'goods.warningQuantity', { warning_quantity: qty }, (trx, now) =>
      this.skus.setWarningInTrx(trx, auth.shopId, ids, qty, now),
    );
  }

  private async state(
    auth: AuthContext,
    ids: readonly number[],
    action: 'up' | 'under' | 'recycle' | 'revert' | 'delete',
    reason = '',
  ): Promise<GoodsBatchResult> {
    const patch = action === 'under' ? { shelf_reason: reason } : undefined;
    const done = await this.changes.applyMany(auth, ids, () => ({
      action,
      message: reason,
      ...(patch ? { patch } : {}),
    }));
    return { goods_ids: done };
  }

  /** A batch edit that is no state change: the items must be this shop's (404 otherwise). */
  private async batch(
    auth: AuthContext,
    ids: readonly number[],
    action: string,
    detail: Record<string, unknown>,
    write: (
      trx: Parameters<Parameters<CatalogueRepository['transaction']>[0]>[0],
      now: number,
    ) => Promise<void>,
  ): Promise<GoodsBatchResult> {
    const rows = await this.changes.loadMany(auth, ids);
    const now = this.clock.now();
    const done = rows.map((g) => g.id);
    await this.repo.transaction(async (trx) => {
      await write(trx, now);
      await this.log.write({ auth, action, target: done.join(','), detail }, trx);
    });
    return { goods_ids: done };
  }
}
