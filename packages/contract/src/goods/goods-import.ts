import { z } from 'zod';
import { REGULATORY_CLASS_LABELS, type RegulatoryClass } from '../drug-control/drug-control.ts';
import type { DrugType } from './approval-number.ts';
import { goodsListQuery } from './catalogue.ts';

/* Bulk goods work (issue 20, "Bulk work"): import from the Excel template as a job (PARSING →
 * PREVIEW with every error by row and column → APPLYING → DONE, or FAILED with nothing written),
 * and the export of the goods list following its filters. Paths: `/api/seller/goods/import…`,
 * `/api/seller/goods/export`. */

/** Where a column's value goes: the goods item (read from its first row), the SKU (the first row
 * of that SKU code) or the row's own opening batch. */
export type ImportLevel = 'goods' | 'sku' | 'batch';

export interface ImportColumn {
  key: string;
  /** The header the template carries, and the file must (the sheet is read by these). */
  header: string;
  en: string;
  level: ImportLevel;
  required: boolean;
  width: number;
  /** The instructions sheet's text for the column. */
  note: string;
}

const col = (
  key: string,
  header: string,
  en: string,
  level: ImportLevel,
  required: boolean,
  width: number,
  note: string,
): ImportColumn => ({ key, header, en, level, required, width, note });

/** The template's columns, in order. One row per SKU (and batch): rows with the same 商品编码 are
 * the SKUs of one item, rows with the same SKU编码 in it are more opening batches of that SKU. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col(
    'goods_code',
    '商品编码',
    'Goods code',
    'goods',
    true,
    16,
    '1-40 位字母、数字、_ 或 -；同一商品的各行填相同编码',
  ),
  col('goods_name', '商品名称', 'Goods name', 'goods', true, 28, '3-60 个字符'),
  col('common_name', '通用名', 'Common name', 'goods', false, 18, '药品、保健食品必填'),
  col('category', '分类', 'Category', 'goods', true, 20, '末级分类的完整路径（如 感冒发热/感冒药）或分类 ID'),
  col(
    'drug_type',
    '药品类型',
    'Drug type',
    'goods',
    true,
    12,
    '甲类OTC / 乙类OTC / 处方药 / 保健食品 / 医疗器械',
  ),
  col(
    'approval_number',
    '批准文号',
    'Approval number',
    'goods',
    false,
    20,
    '如 国药准字H20041519；按药品类型校验格式',
  ),
  col('dosage_form', '剂型', 'Dosage form', 'goods', false, 10, '药品必填，如 片剂、胶囊剂'),
  col('specs', '规格', 'Specification', 'goods', false, 16, '如 0.25g*24粒'),
  col('manufacturer', '生产企业', 'Manufacturer', 'goods', false, 24, ''),
  col('storage', '贮藏', 'Storage', 'goods', false, 16, '如 密封，在干燥处保存'),
  col('validity_period', '有效期', 'Validity period', 'goods', false, 10, '如 24个月'),
  col('unit', '单位', 'Unit', 'goods', true, 8, '如 盒、瓶'),
  col('brand', '品牌', 'Brand', 'goods', false, 12, ''),
  col('market_price', '市场价', 'Market price', 'goods', false, 10, '元，最多两位小数；可不填'),
  col('price', '销售价', 'Sale price', 'sku', true, 10, '元，大于 0，最多两位小数'),
  col('cost', '成本价', 'Cost', 'sku', false, 10, '元；第一个 SKU 的成本价也作为商品成本价'),
  col('weight', '重量(g)', 'Weight (g)', 'sku', false, 10, '克，整数；第一个 SKU 的重量也作为商品重量'),
  col('sku_code', 'SKU编码', 'SKU code', 'sku', true, 16, '1-40 位字母、数字、_ 或 -，店内唯一'),
  col(
    'spec_names',
    '规格名',
    'Spec names',
    'sku',
    false,
    14,
    '多个用 / 分隔（最多 3 个），如 包装/数量；单规格商品不填',
  ),
  col('spec_values', '规格值', 'Spec values', 'sku', false, 14, '与规格名一一对应，如 盒装/24粒'),
  col('warning_quantity', '预警库存', 'Warning stock', 'sku', false, 10, '整数；不填则用店铺默认值'),
  col(
    'batch_no',
    '批号',
    'Batch number',
    'batch',
    false,
    14,
    '初始库存批次；批号、生产日期、有效期至、数量同时填写或都不填',
  ),
  col('production_date', '生产日期', 'Production date', 'batch', false, 12, 'YYYY-MM-DD'),
  col('expiry_date', '有效期至', 'Expiry date', 'batch', false, 12, 'YYYY-MM-DD，须晚于生产日期且未过期'),
  col('quantity', '数量', 'Quantity', 'batch', false, 8, '1-999999 的整数'),
  col(
    'regulatory_class',
    '特殊管理类别',
    'Regulatory class',
    'goods',
    false,
    16,
    '不填为普通药品；其他类别只能是处方药且不能上架',
  ),
  col('insurance_flag', '医保', 'Insurance', 'goods', false, 6, '是 / 否'),
  col('insurance_code', '医保编码', 'Insurance code', 'goods', false, 16, '医保为“是”时必填'),
  col(
    'images',
    '图片',
    'Images',
    'goods',
    true,
    40,
    '先上传到图片空间，填写图片的文件名（如 阿莫西林.png）或图片地址（/api/files/…）；多张用逗号或换行分隔，1-10 张，第一张为主图',
  ),
  col('indications', '适应症', 'Indications', 'goods', false, 24, '说明书：处方药、非处方药必填'),
  col('usage', '用法用量', 'Usage and dosage', 'goods', false, 24, '说明书：处方药、非处方药必填'),
  col(
    'adverse',
    '不良反应',
    'Adverse reactions',
    'goods',
    false,
    24,
    '说明书：处方药、非处方药必填（可填“尚不明确”）',
  ),
  col('contraindications', '禁忌', 'Contraindications', 'goods', false, 24, '说明书：处方药、非处方药必填'),
  col('cautions', '注意事项', 'Cautions', 'goods', false, 24, '说明书：处方药、非处方药必填'),
  col('interactions', '药物相互作用', 'Interactions', 'goods', false, 24, '说明书：处方药必填'),
];
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** The template's cells for 药品类型 (what the file may say; the codes and the full labels are
 * accepted too). */
export const DRUG_TYPE_CELLS: Record<DrugType, string> = {
  OTC_A: '甲类OTC',
  OTC_B: '乙类OTC',
  RX: '处方药',
  HEALTH: '保健食品',
  DEVICE: '医疗器械',
};
export const REGULATORY_CLASS_CELLS: Record<RegulatoryClass, string> = Object.fromEntries(
  Object.entries(REGULATORY_CLASS_LABELS).map(([k, v]) => [k, v.zh]),
) as Record<RegulatoryClass, string>;
export const YES_NO_CELLS = { 1: '是', 0: '否' } as const;

/** The first sheet's name in the template and the error report. */
export const IMPORT_SHEET = '商品';
export const IMPORT_HELP_SHEET = '填写说明';
/** Data rows a file may hold. */
export const IMPORT_MAX_ROWS = 20_000;
/** What GET {job_id} shows of a big file; the error report has them all. */
export const IMPORT_ERRORS_SHOWN = 200;
export const IMPORT_PREVIEW_ROWS = 20;

export const IMPORT_JOB_STATUSES = ['PARSING', 'PREVIEW', 'APPLYING', 'DONE', 'FAILED'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** `{job_id}` of the import job routes. */
export const importJobParams = z.object({ job_id: z.coerce.number().int().positive().max(2147483647) });

/** POST /api/seller/goods/import (multipart, field `file`): the job, parsed in the background. */
export const importStarted = z.object({ job_id: z.number().int() });

/** One problem of the file: its row as Excel numbers it (the header is row 1), the column's header
 * ('' when it is about the row or the item as a whole), the message in the caller's language. */
export const importError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importError>;

/** A row as read, by column key (cells as text). */
export const importPreviewRow = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/** GET /api/seller/goods/import/{job_id} — poll it while PARSING or APPLYING. */
export const importJob = z.object({
  job_id: z.number().int(),
  status: z.enum(IMPORT_JOB_STATUSES),
  file_name: z.string(),
  /** Rows read and checked so far of `total` (0 until the sheet has been read through). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  counts: z.object({
    rows: z.number().int(),
    goods: z.number().int(),
    skus: z.number().int(),
    batches: z.number().int(),
    errors: z.number().int(),
  }),
  /** The first IMPORT_ERRORS_SHOWN errors, by row. */
  errors: z.array(importError),
  /** The first IMPORT_PREVIEW_ROWS rows. */
  preview: z.array(importPreviewRow),
  /** Why it FAILED ('' otherwise), in the caller's language. */
  failure: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  applied_at: z.number().int().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

/** GET /api/seller/goods/export — the goods list's filters; paging is ignored (every match). */
export const goodsExportQuery = z.preprocess((v) => {
  if (!v || typeof v !== 'object') return v;
  const { page_no: _no, page_size: _size, ...rest } = v as Record<string, unknown>;
  return rest;
}, goodsListQuery);
export type GoodsExportQuery = z.infer<typeof goodsExportQuery>;
/** The answers that are files (template, error report, export): streamed bytes, not checked. */
export const goodsFile = z.unknown();
