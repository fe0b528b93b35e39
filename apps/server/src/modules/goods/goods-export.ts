import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { GoodsStatus } from '@rxdesk/contract/goods/catalogue';
import type { DrugType } from '@rxdesk/contract/goods/approval-number';
import { PACKAGE_INSERT_FIELDS } from '@rxdesk/contract/goods/pharmacy-fields';
import {
  DRUG_TYPE_CELLS,
  IMPORT_COLUMNS,
  REGULATORY_CLASS_CELLS,
  YES_NO_CELLS,
} from '@rxdesk/contract/goods/goods-import';
import type { RegulatoryClass } from '@rxdesk/contract/drug-control/drug-control';
import type { GoodsRow } from './catalogue.repository.ts';
import { parseImages, parseInsert } from './catalogue-form.ts';
import { goodsStatus } from './goods-state-machine.ts';

/* The goods export's sheet: one row per SKU, the goods columns repeated on each, under the import
 * template's headers (an exported file reads back as an import sheet), then what only an existing
 * item has: stock, state, group, dates. Money in yuan, as the template takes it. */

export interface ExportSku {
  goods_id: number;
  sku_code: string;
  spec_values: string;
  price: number;
  cost: number;
  weight: number;
  warning_quantity: number | null;
  enabled: number;
  stock: number;
}

export interface ExportNames {
  categoryPath(id: number): string;
  group(id: number | null): string;
}

const STATUS_CELLS: Record<GoodsStatus, string> = {
  AWAITING_REVIEW: '待审核',
  REJECTED: '审核未通过',
  OFF_SHELF: '已下架',
  ON_SALE: '出售中',
  RECYCLED: '回收站',
  DELETED: '已删除',
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

type Cell = string | number | null;
type Row = { g: GoodsRow; s: ExportSku | undefined; names: ExportNames };

/** The template's columns this sheet fills (the opening-batch ones are an import's only). */
const TEMPLATE_VALUES: Record<string, (r: Row) => Cell> = {
  goods_code: ({ g }) => g.goods_code,
  goods_name: ({ g }) => g.goods_name,
  common_name: ({ g }) => g.common_name,
  category: ({ g, names }) => names.categoryPath(g.category_id),
  drug_type: ({ g }) => DRUG_TYPE_CELLS[g.drug_type as DrugType] ?? g.drug_type,
  approval_number: ({ g }) => g.approval_number,
  dosage_form: ({ g }) => g.dosage_form,
  specs: ({ g }) => g.specs,
  manufacturer: ({ g }) => g.manufacturer,
  storage: ({ g }) => g.storage,
  validity_period: ({ g }) => g.validity_period,
  unit: ({ g }) => g.unit,
  brand: ({ g }) => g.brand,
  market_price: ({ g }) => yuan(g.market_price),
  price: ({ s }) => (s ? yuan(s.price) : null),
  cost: ({ s }) => (s ? yuan(s.cost) : null),
  weight: ({ s }) => s?.weight ?? null,
  sku_code: ({ s }) => s?.sku_code ?? null,
  spec_names: ({ s }) =>
    specs(s)
      .map((v) => v.name)
      .join('/'),
  spec_values: ({ s }) =>
    specs(s)
      .map((v) => v.value)
      .join('/'),
  warning_quantity: ({ s }) => s?.warning_quantity ?? null,
  regulatory_class: ({ g }) =>
    g.regulatory_class === 'NONE' ? '' : REGULATORY_CLASS_CELLS[g.regulatory_class as RegulatoryClass],
  insurance_flag: ({ g }) => YES_NO_CELLS[g.insurance_flag === 1 ? 1 : 0],
  insurance_code: ({ g }) => g.insurance_code,
  images: ({ g }) => parseImages(g.images).join('\n'),
  ...Object.fromEntries(
    PACKAGE_INSERT_FIELDS.map((f) => [f, ({ g }: Row) => parseInsert(g.package_insert)[f]]),
  ),
};

function specs(s: ExportSku | undefined): { name: string; value: string }[] {
  if (!s) return [];
  try {
    const v = JSON.parse(s.spec_values) as unknown;
    return Array.isArray(v) ? (v as { name: string; value: string }[]) : [];
  } catch {
    return [];
  }
}

const EXTRA: { header: string; key: string; width: number; value: (r: Row) => Cell }[] = [
  { header: 'SKU库存', key: 'sku_stock', width: 10, value: ({ s }) => s?.stock ?? null },
  {
    header: 'SKU启用',
    key: 'sku_enabled',
    width: 8,
    value: ({ s }) => (s ? YES_NO_CELLS[s.enabled === 1 ? 1 : 0] : null),
  },
  { header: '商品状态', key: 'status', width: 10, value: ({ g }) => STATUS_CELLS[goodsStatus(g)] },
  { header: '原因', key: 'reason', width: 20, value: ({ g }) => g.auth_reason || g.shelf_reason },
  { header: '店铺分组', key: 'group', width: 14, value: ({ g, names }) => names.group(g.group_id) },
  { header: '商品库存', key: 'stock', width: 10, value: ({ g }) => g.stock },
  { header: '创建时间', key: 'created', width: 20, value: ({ g }) => unixToDateString(Number(g.created_at)) },
];

const FILLED = IMPORT_COLUMNS.filter((c) => c.key in TEMPLATE_VALUES);

export const EXPORT_COLUMNS = [
  ...FILLED.map((c) => ({ header: c.header, key: c.key, width: c.width })),
  ...EXTRA.map(({ header, key, width }) => ({ header, key, width })),
];

/** The sheet rows of one item: a row per SKU (an item without SKUs still gets its row). */
export function exportRows(g: GoodsRow, skus: readonly ExportSku[], names: ExportNames): Cell[][] {
  const list = skus.length ? skus : [undefined];
  return list.map((s) => {
    const r: Row = { g, s, names };
    return [...FILLED.map((c) => TEMPLATE_VALUES[c.key]!(r)), ...EXTRA.map((e) => e.value(r))];
  });
}
