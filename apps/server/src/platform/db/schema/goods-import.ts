import type { Generated } from 'kysely';

/** Goods import jobs (migration 0015). Composed into Database by ../schema.ts. */
export interface GoodsImportTables {
  goods_import_jobs: GoodsImportJobTable;
}

export interface GoodsImportJobTable {
  id: Generated<number>;
  shop_id: number;
  created_by: number;
  file_name: string;
  /** The workbook as uploaded. */
  file: Buffer;
  /** PARSING | PREVIEW | APPLYING | DONE | FAILED */
  status: string;
  total_rows: Generated<number>;
  done_rows: Generated<number>;
  goods_count: Generated<number>;
  sku_count: Generated<number>;
  batch_count: Generated<number>;
  error_count: Generated<number>;
  /** JSON [{row, column, key, params}]. */
  errors: Generated<string>;
  /** JSON [{row, values}]. */
  preview: Generated<string>;
  /** The checked goods forms to apply, one JSON object a line; '' once applied. */
  payload: Generated<string>;
  /** JSON {key, params}; '' unless FAILED. */
  failure: Generated<string>;
  applied_by: number | null;
  applied_at: number | null;
  created_at: number;
  updated_at: number;
}
