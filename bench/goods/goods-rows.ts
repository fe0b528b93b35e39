/**
 * Deterministic goods rows for the goods benchmark: each generated item is a demo catalogue drug
 * sold under another brand and pack size (品牌 + 商品名 + 规格), so keywords such as 感冒, 布洛芬
 * or a code match the share of a real pharmacy's catalogue they would.
 */
import { searchText } from '@rxdesk/server/src/platform/search/search-text.ts';
import type { Insertable } from 'kysely';
import type { GoodsSkuTable, GoodsTable } from '@rxdesk/server/src/platform/db/schema.ts';
import type { CatalogueItem } from '@rxdesk/server/src/seed/catalogue-data.ts';

export const GOODS_TOTAL = 70_000;
/** The first 30 000 items have two SKUs (one pack and a double pack). */
export const TWO_SKU_GOODS = 30_000;
export const SKU_TOTAL = GOODS_TOTAL + TWO_SKU_GOODS;

const BRANDS = [
  '仁和',
  '同仁堂',
  '白云山',
  '修正',
  '三九',
  '葵花',
  '以岭',
  '太极',
  '九芝堂',
  '江中',
  '哈药',
  '云南白药',
];
const PACKS = ['6片', '12片', '24片', '10粒', '20粒', '36粒', '60ml', '100ml', '10袋', '12袋'];

export interface GeneratedGoods {
  goods: Insertable<GoodsTable>;
  /** goods_id is set once the goods rows have their ids. */
  skus: Omit<Insertable<GoodsSkuTable>, 'goods_id'>[];
}

/** List states in realistic shares: 85 % on sale, 5 % off shelf, 5 % awaiting review, 3 % rejected, 2 % recycled. */
function state(i: number): { market_enable: number; is_auth: number; recycled: boolean } {
  const r = i % 100;
  if (r < 85) return { market_enable: 1, is_auth: 1, recycled: false };
  if (r < 90) return { market_enable: 0, is_auth: 1, recycled: false };
  if (r < 95) return { market_enable: 0, is_auth: 0, recycled: false };
  if (r < 98) return { market_enable: 0, is_auth: 2, recycled: false };
  return { market_enable: 0, is_auth: 1, recycled: true };
}

export function* goodsRows(o: {
  shopId: number;
  now: number;
  categoryIds: number[];
  catalogue: CatalogueItem[];
  chunk: number;
}): Generator<GeneratedGoods[]> {
  let chunk: GeneratedGoods[] = [];
  for (let i = 0; i < GOODS_TOTAL; i++) {
    const item = o.catalogue[i % o.catalogue.length]!;
    const brand = BRANDS[(i * 7) % BRANDS.length]!;
    const pack = PACKS[(i * 3) % PACKS.length]!;
    const code = `BG${String(i + 1).padStart(6, '0')}`;
    const name = `${brand} ${item.goods_name.replace(/^\S+\s/, '')} ${pack}`.slice(0, 60);
    const price = item.price_fen + (i % 50) * 10;
    const s = state(i);
    const created = o.now - (GOODS_TOTAL - i) * 60;
    const skus: GeneratedGoods['skus'] = [
      {
        shop_id: o.shopId,
        sku_code: code,
        spec_values: JSON.stringify([{ name: '规格', value: pack }]),
        price,
        cost: Math.round(price * 0.6),
        stock: (i * 13) % 200,
        created_at: created,
        updated_at: created,
      },
    ];
    if (i < TWO_SKU_GOODS)
      skus.push({
        shop_id: o.shopId,
        sku_code: `${code}-2`,
        spec_values: JSON.stringify([{ name: '规格', value: `${pack}×2盒` }]),
        price: price * 2 - 100,
        cost: Math.round(price * 1.2),
        stock: (i * 7) % 120,
        created_at: created,
        updated_at: created,
      });
    chunk.push({
      goods: {
        shop_id: o.shopId,
        category_id: o.categoryIds[i % o.categoryIds.length]!,
        goods_code: code,
        goods_name: name,
        common_name: item.common_name,
        specs: pack,
        dosage_form: item.dosage_form,
        manufacturer: item.manufacturer,
        approval_number: item.approval_number,
        storage: item.storage,
        drug_type: item.drug_type,
        is_prescription: item.drug_type === 'RX' ? 1 : 0,
        price,
        stock: skus.reduce((a, k) => a + (k.stock ?? 0), 0),
        unit: item.unit,
        thumbnail: '',
        market_enable: s.market_enable,
        is_auth: s.is_auth,
        brand,
        market_price: Math.round(price * 1.2),
        search_text: searchText(name, item.common_name, code),
        recycled_at: s.recycled ? created : null,
        created_at: created,
        updated_at: created,
      },
      skus,
    });
    if (chunk.length === o.chunk) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
