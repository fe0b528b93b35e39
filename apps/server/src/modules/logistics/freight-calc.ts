import type { FreightCharge, FreightRules, FreightType } from '@rxdesk/contract/logistics/freight-templates';

/* The freight maths (运费计算), pure: no SQL, no request. Money in fen, weight in grams. */

export interface FreightTemplateRules {
  type: FreightType;
  rules: FreightRules;
}

/** What is shipped under one template, to where. `regionIds` is the consignee's path (province
 * first), so an area chosen at any level (a province, a city) matches it. */
export interface FreightParcel {
  regionIds: readonly number[];
  pieces: number;
  grams: number;
  /** The goods paid (after promotions), judged by the free-shipping amounts. */
  paid: number;
}

const inRegions = (areaIds: readonly number[], path: readonly number[]) =>
  areaIds.some((id) => path.includes(id));

/** A charge for `units` (pieces or grams): the first price covers up to `first` units (zero
 * weight too: a parcel is still carried); each begun `additional` beyond costs its price. */
export function chargeFor(c: FreightCharge, units: number): number {
  if (units <= c.first) return c.first_price;
  return c.first_price + Math.ceil((units - c.first) / c.additional) * c.additional_price;
}

/** Whether a free-shipping rule of the template frees this parcel: its regions ([] everywhere)
 * hold the consignee and the goods paid reach its amount or the pieces its count. */
export function isFree(rules: FreightRules, p: FreightParcel): boolean {
  return rules.free_rules.some(
    (r) =>
      (r.region_ids.length === 0 || inRegions(r.region_ids, p.regionIds)) &&
      ((r.min_amount !== null && p.paid >= r.min_amount) ||
        (r.min_pieces !== null && p.pieces >= r.min_pieces)),
  );
}

/** The fee (fen) of a parcel under a template: 0 when a free rule holds; else the charge of the
 * first area holding the consignee (areas never share a region), or the default charge.
 * `ignoreFree`: the full fee, which a full-cut's free-shipping tier is worth. Nothing shipped
 * (no pieces) costs nothing. */
export function freightFee(t: FreightTemplateRules, p: FreightParcel, ignoreFree = false): number {
  if (p.pieces <= 0) return 0;
  if (!ignoreFree && isFree(t.rules, p)) return 0;
  const area = t.rules.areas.find((a) => inRegions(a.region_ids, p.regionIds)) ?? t.rules.default_area;
  return chargeFor(area, t.type === 'PIECE' ? p.pieces : Math.max(0, p.grams));
}

/** The rule before freight templates, kept for goods with no template in a shop without a default
 * one: express ¥8, free from ¥99 of goods paid. */
export const NO_TEMPLATE_RULES: FreightTemplateRules = {
  type: 'PIECE',
  rules: {
    default_area: { first: 1, first_price: 800, additional: 1, additional_price: 0 },
    areas: [],
    free_rules: [{ region_ids: [], min_amount: 9900, min_pieces: null }],
  },
};
