import type { FreightTemplateInput } from '@rxdesk/contract/logistics/freight-templates';

/** A by-piece template: ¥8 + ¥2 a piece, Xinjiang ¥20 + ¥10, free from ¥99 anywhere. */
export const pieceTemplate = (over: Partial<FreightTemplateInput> = {}): FreightTemplateInput => ({
  name: '全国按件',
  type: 'PIECE',
  default_area: { first: 1, first_price: '8', additional: 1, additional_price: '2' },
  areas: [{ region_ids: [65], first: 1, first_price: '20', additional: 1, additional_price: '10' }],
  free_rules: [{ region_ids: [], min_amount: '99' }],
  ...over,
});
