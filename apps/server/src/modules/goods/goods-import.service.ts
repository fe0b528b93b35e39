import { translateMessage, type Locale } from '@rxdesk/contract/common/locale';
import {
  DRUG_TYPE_CELLS,
  IMPORT_COLUMNS,
  IMPORT_ERRORS_SHOWN,
  REGULATORY_CLASS_CELLS,
  YES_NO_CELLS,
  type ImportJob,
  type ImportJobStatus,
  type ImportPreviewRow,
} from '@rxdesk/contract/goods/goods-import';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.ts';
import type { RowError } from './goods-import-groups.ts';
import type { Failure, GoodsImportRunner } from './goods-import-runner.ts';
import type { GoodsImportRepository } from './goods-import.repository.ts';
import { buildTemplate, streamErrorReport } from './goods-import-xlsx.ts';
import { isXlsx } from './xlsx-sniff.ts';

/** A running job not touched for this long stopped with its process (its heartbeat is written
 * every chunk while parsing; an apply is one transaction, given far more than 10 000 rows need). */
const STALE_AFTER = { PARSING: 120, APPLYING: 900 } as const;

const HEADER_OF = new Map(IMPORT_COLUMNS.map((c) => [c.key, c.header]));

/** The template's pick lists and its worked example (an item with two SKUs, one with two batches). */
const LISTS: Record<string, string[]> = {
  drug_type: Object.values(DRUG_TYPE_CELLS),
  regulatory_class: Object.values(REGULATORY_CLASS_CELLS),
  insurance_flag: Object.values(YES_NO_CELLS),
};
const EXAMPLE = [
  IMPORT_COLUMNS.map((c) => c.header),
  [
    'AMX001',
    '阿莫西林胶囊 0.25g*24粒',
    '阿莫西林胶囊',
    '抗感染/抗生素',
    '处方药',
    '国药准字H20003263',
    '胶囊剂',
    '0.25g*24粒',
    '某某制药有限公司',
    '遮光，密封保存',
    '24个月',
    '盒',
    '某某',
    '25.00',
    '18.80',
    '9.50',
    '50',
    'AMX001-1',
    '包装',
    '1盒',
    '20',
    'B240101',
    '2024-01-01',
    '2026-12-31',
    '100',
  ],
  [
    'AMX001',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'AMX001-1',
    '',
    '',
    '',
    'B240301',
    '2024-03-01',
    '2027-02-28',
    '50',
  ],
  [
    'AMX001',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '52.00',
    '40.00',
    '150',
    'AMX001-3',
    '包装',
    '3盒',
  ],
];

/** Goods import jobs as the seller sees them: upload, progress and preview, error report, apply. */
export class GoodsImportService {
  private template: Promise<Buffer> | null = null;

  constructor(
    private readonly repo: GoodsImportRepository,
    private readonly runner: GoodsImportRunner,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  templateFile(): Promise<Buffer> {
    this.template ??= buildTemplate(LISTS, EXAMPLE);
    return this.template;
  }

  /** Keeps the file as a new job and starts parsing it; answers at once. */
  async start(auth: AuthContext, fileName: string, bytes: Buffer): Promise<{ job_id: number }> {
    if (!isXlsx(bytes)) throw new AppError('VALIDATION', 'error.goodsImport.notXlsx', {}, 'file');
    const now = this.clock.now();
    const id = await this.repo.insertJob({
      shop_id: auth.shopId,
      created_by: auth.userId,
      file_name: fileName,
      file: bytes,
      now,
    });
    await this.log.write({
      auth,
      action: 'goods.import.upload',
      target: String(id),
      detail: { file: fileName, bytes: bytes.length },
    });
    this.runner.parse(auth.shopId, id);
    return { job_id: id };
  }

  async job(auth: AuthContext, id: number, locale: Locale): Promise<ImportJob> {
    const row = await this.current(auth.shopId, id);
    const errors = JSON.parse(row.errors) as RowError[];
    const failure = row.failure ? (JSON.parse(row.failure) as Failure) : null;
    return {
      job_id: Number(row.id),
      status: row.status as ImportJobStatus,
      file_name: row.file_name,
      progress: { done: row.done_rows, total: row.total_rows },
      counts: {
        rows: row.total_rows,
        goods: row.goods_count,
        skus: row.sku_count,
        batches: row.batch_count,
        errors: row.error_count,
      },
      errors: errors.slice(0, IMPORT_ERRORS_SHOWN).map((e) => ({
        row: e.row,
        column: HEADER_OF.get(e.column) ?? '',
        message: translateMessage(locale, e.key, e.params),
      })),
      preview: JSON.parse(row.preview) as ImportPreviewRow[],
      failure: failure ? failureText(locale, failure) : '',
      created_at: Number(row.created_at),
      updated_at: Number(row.updated_at),
      applied_at: row.applied_at === null ? null : Number(row.applied_at),
    };
  }

  /** The file's rows with an error column (every error, not just the ones GET shows). */
  async errorReport(auth: AuthContext, id: number, locale: Locale) {
    const row = await this.current(auth.shopId, id);
    if (row.status === 'PARSING') throw conflict('error.goodsImport.wrongStatus');
    const byRow = new Map<number, string>();
    for (const e of JSON.parse(row.errors) as RowError[]) {
      const header = HEADER_OF.get(e.column);
      const text = `${header ? `${header}：` : ''}${translateMessage(locale, e.key, e.params)}`;
      byRow.set(e.row, byRow.has(e.row) ? `${byRow.get(e.row)}；${text}` : text);
    }
    const bytes = (await this.repo.file(auth.shopId, id))!;
    const stem = row.file_name.replace(/\.xlsx$/i, '');
    return {
      fileName: `${stem}-errors.xlsx`,
      file: streamErrorReport(bytes, byRow, translateMessage(locale, 'goodsImport.report.errorColumn')),
    };
  }

  /** Starts writing an error-free job's goods (one transaction, in the background). */
  async apply(auth: AuthContext, id: number, locale: Locale): Promise<ImportJob> {
    const row = await this.current(auth.shopId, id);
    if (row.status === 'PREVIEW' && row.error_count > 0)
      throw conflict('error.goodsImport.hasErrors', { count: row.error_count });
    if (row.status !== 'PREVIEW') throw conflict('error.goodsImport.wrongStatus');
    if (!(await this.repo.claimApply(auth.shopId, id, auth.userId, this.clock.now())))
      throw conflict('error.goodsImport.wrongStatus');
    await this.log.write({ auth, action: 'goods.import.apply', target: String(id) });
    this.runner.apply(auth, id);
    return this.job(auth, id, locale);
  }

  /** The job of this shop (404 otherwise), reported FAILED when its process stopped. */
  private async current(shopId: number, id: number) {
    const row = await this.repo.job(shopId, id);
    if (!row) throw notFound();
    const limit = STALE_AFTER[row.status as keyof typeof STALE_AFTER];
    const now = this.clock.now();
    if (limit !== undefined && !this.runner.isRunning(id) && now - Number(row.updated_at) > limit) {
      const failure: Failure = { key: 'error.goodsImport.interrupted' };
      await this.repo.update(id, row.status, {
        status: 'FAILED',
        failure: JSON.stringify(failure),
        payload: '',
        updated_at: now,
      });
      return (await this.repo.job(shopId, id))!;
    }
    return row;
  }
}

function failureText(locale: Locale, f: Failure): string {
  const text = translateMessage(locale, f.key, f.params);
  return f.apply && f.key !== 'error.goodsImport.interrupted'
    ? translateMessage(locale, 'error.goodsImport.applyFailed', { reason: text })
    : text;
}
