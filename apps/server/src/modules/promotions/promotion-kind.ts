import type { PromotionScope } from '@rxdesk/contract/promotions/promotion-common';
import type { PromotionKind } from './overlap-rule.ts';
import type { PromotionGoodsRepository } from './promotion-goods.repository.ts';

export type SkuFact = Awaited<ReturnType<PromotionGoodsRepository['skuFactsInTrx']>>[number];

/** What a kind's create / edit body becomes once its rules are checked: the promotions row's
 * fields (fen) and the SKU rows to write. */
export interface PromotionDraft {
  title: string;
  start: number;
  end: number;
  scope: PromotionScope;
  /** RULES-FORMAT.md's JSON for the kind. */
  rules: string;
  skus: { goodsId: number; skuId: number; price: number }[];
}

/** The gifts and coupons of the shop a full-cut tier may name (see tierRefs). */
export interface TierRefs {
  giftIds: ReadonlySet<number>;
  couponIds: ReadonlySet<number>;
}

export interface BaseBody {
  title: string;
  start_time: number;
  end_time: number;
}

/** One promotion kind's rules, given to the shared kernel (promotion-kernel.service.ts). */
export interface PromotionKindRules<B extends BaseBody> {
  kind: PromotionKind;
  /** The permission (and log) name: `full-cut`, `single-cut`, `second-half-price`. */
  slug: string;
  /** The SKUs the activity covers (checked: the shop's, on sale, approved, prescription rule). */
  coveredSkuIds(body: B): number[];
  /** Other SKUs the body names (full-cut gift goods): only checked to be the shop's. */
  otherSkuIds?(body: B): number[];
  /** Gifts and coupons the body names (full-cut tiers), checked to be the shop's and usable. */
  tierRefs?(body: B): { giftIds: number[]; couponIds: number[] };
  /** Checks the body against the SKUs' facts and the usable tier refs (400 naming the field) and
   * returns the draft. */
  draft(body: B, facts: ReadonlyMap<number, SkuFact>, refs: TierRefs): PromotionDraft;
}

/** '[{"name":"规格","value":"10片"}]' → '10片' (the goods' own specs when the SKU has none). */
export function skuSpecs(specValues: string, goodsSpecs: string): string {
  try {
    const v: unknown = JSON.parse(specValues);
    if (Array.isArray(v) && v.length > 0)
      return v
        .map((x: { value?: unknown }) => (typeof x?.value === 'string' ? x.value : ''))
        .filter(Boolean)
        .join(' / ');
  } catch {
    // fall through: an unreadable spec list shows the goods' specs
  }
  return goodsSpecs;
}
