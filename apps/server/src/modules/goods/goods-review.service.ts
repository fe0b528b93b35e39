import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type { GoodsReviewBody } from '@rxdesk/contract/goods/goods-review';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { CatalogueQueries } from './catalogue-queries.service.ts';
import type { GoodsChanges } from './goods-changes.ts';

/** The GSP first-sale review (首营审核): approve, or reject with a reason, an item awaiting it.
 * The route asks for the goods-review permission; the machine refuses the item's submitter
 * (the founder too: the review is a second pair of eyes). Recorded in goods_reviews and on the
 * item (reviewed_by, reviewed_at, auth_reason). Approval leaves the item off shelf. */
export class GoodsReviewService {
  constructor(
    private readonly changes: GoodsChanges,
    private readonly queries: CatalogueQueries,
  ) {}

  async review(auth: AuthContext, id: number, body: GoodsReviewBody): Promise<GoodsDetail> {
    const e = await this.changes.load(auth, id);
    await this.changes.apply(auth, e, {
      action: body.action,
      message: body.reason,
      patch: { auth_reason: body.reason },
    });
    return this.queries.detail(auth, id);
  }
}
