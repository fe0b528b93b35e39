import type {
  FreightRules,
  FreightTemplate,
  FreightTemplateBody,
  FreightType,
} from '@rxdesk/contract/logistics/freight-templates';
import { fenToYuan } from '../../platform/money.ts';
import type { FreightTemplateTable } from '../../platform/db/schema.ts';
import type { Selectable } from 'kysely';

/* A template between its stored row (rules JSON in fen) and the API (yuan, region names). Pure. */

type Row = Selectable<FreightTemplateTable>;

/** The body's rules as stored (the contract already turned yuan into fen). */
export function rulesOf(b: FreightTemplateBody): FreightRules {
  return {
    default_area: b.default_area,
    areas: b.areas,
    free_rules: b.free_rules.map((r) => ({
      region_ids: r.region_ids,
      min_amount: r.min_amount ?? null,
      min_pieces: r.min_pieces ?? null,
    })),
  };
}

/** Every region id a template names (checked against the regions table). */
export const regionIdsOf = (r: FreightRules) => [
  ...new Set([...r.areas.flatMap((a) => a.region_ids), ...r.free_rules.flatMap((f) => f.region_ids)]),
];

export function parseRules(json: string): FreightRules {
  return JSON.parse(json) as FreightRules;
}

const chargeDto = (c: FreightRules['default_area']) => ({
  first: c.first,
  first_price: fenToYuan(c.first_price),
  additional: c.additional,
  additional_price: fenToYuan(c.additional_price),
});

export function templateDto(
  row: Row,
  goodsCount: number,
  names: ReadonlyMap<number, string>,
): FreightTemplate {
  const rules = parseRules(row.rules);
  const regions = (ids: number[]) => ({
    region_ids: ids,
    region_names: ids.map((id) => names.get(id) ?? String(id)),
  });
  return {
    template_id: Number(row.id),
    name: row.name,
    type: row.type as FreightType,
    is_default: Number(row.is_default) === 1,
    default_area: chargeDto(rules.default_area),
    areas: rules.areas.map((a) => ({ ...chargeDto(a), ...regions(a.region_ids) })),
    free_rules: rules.free_rules.map((f) => ({
      ...regions(f.region_ids),
      min_amount: f.min_amount === null ? null : fenToYuan(f.min_amount),
      min_pieces: f.min_pieces,
    })),
    goods_count: goodsCount,
    create_time: Number(row.created_at),
    update_time: Number(row.updated_at),
  };
}
