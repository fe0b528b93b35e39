import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { CatalogueItem } from './catalogue-data.ts';

/** The platform's standard goods library, from the demo catalogue's registered items: what a shop
 * searches in the publish wizard to fill the regulated fields of a new item. */
export async function seedStandardGoods(
  trx: Kysely<Database>,
  items: CatalogueItem[],
  categoryIds: Map<string, number>,
  now: number,
): Promise<void> {
  const rows = items.map((g) => ({
    goods_name: g.goods_name,
    common_name: g.common_name,
    approval_number: g.approval_number,
    specs: g.specs,
    dosage_form: g.dosage_form,
    manufacturer: g.manufacturer,
    storage: g.storage,
    drug_type: g.drug_type,
    unit: g.unit,
    category_id: categoryIds.get(g.category) ?? null,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('standard_goods')
      .values(rows.slice(i, i + 100))
      .execute();
}
