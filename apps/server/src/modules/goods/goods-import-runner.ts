import { setImmediate as nextTurn } from 'node:timers/promises';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { GoodsCreateBody } from '@rxdesk/contract/goods/goods-form';
import { IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS } from '@rxdesk/contract/goods/goods-import';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { SheetRow } from './goods-import-cells.ts';
import { categoryLookup, checkRows } from './goods-import-check.ts';
import type { GoodsImportRepository } from './goods-import.repository.ts';
import { readImportSheet, SheetRefused } from './goods-import-xlsx.ts';

/** What the catalogue offers the import: items created with their SKUs, and their opening
 * batches received through the stock ledger, inside the caller's transaction. */
export type CreateGoodsInTrx = (
  trx: Db,
  auth: AuthContext,
  bodies: readonly GoodsCreateBody[],
  stock: { kind: 'IMPORT'; ref: string; reason: string },
) => Promise<unknown>;

/** Rows between two progress writes while the sheet is read. */
const PROGRESS_EVERY = 1000;
/** Items created by one call, a few statements whatever their number, between two turns of the
 * event loop (PostgreSQL runs other requests meanwhile; SQLite's one connection is the
 * transaction's until it commits). Each chunk holds the loop for its statements on SQLite. */
const APPLY_CHUNK = 10;

class Stopped extends Error {}

/** Items (de)serialized between two turns of the event loop: the checked forms of 10 000 rows are
 * ~7 MB of JSON, one JSON.stringify of which held the loop ~90 ms. One item per line. */
const JSON_CHUNK = 200;

async function toLines(items: readonly unknown[]): Promise<string> {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i++) {
    lines.push(JSON.stringify(items[i]));
    if ((i + 1) % JSON_CHUNK === 0) await nextTurn();
  }
  return lines.join('\n');
}

async function fromLines<T>(text: string): Promise<T[]> {
  const out: T[] = [];
  const lines = text === '' ? [] : text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    out.push(JSON.parse(lines[i]!) as T);
    if ((i + 1) % JSON_CHUNK === 0) await nextTurn();
  }
  return out;
}

/** Why a job failed, as stored: a message key and its params (translated when read). */
export interface Failure {
  key: string;
  params?: Record<string, string | number>;
  /** The apply's own refusal, shown inside error.goodsImport.applyFailed. */
  apply?: boolean;
}

/**
 * Runs import jobs in this process, in the background of the request that started them: parse
 * and check a file (PARSING → PREVIEW, or FAILED), apply a checked one (APPLYING → DONE, or FAILED
 * with nothing written). The job row is the state any process reads; a job whose process stopped
 * is found stale by its heartbeat (`updated_at`) and reported FAILED.
 */
export class GoodsImportRunner {
  private readonly running = new Map<number, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly repo: GoodsImportRepository,
    private readonly createInTrx: CreateGoodsInTrx,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly onError: (error: unknown, jobId: number) => void,
  ) {}

  isRunning(jobId: number): boolean {
    return this.running.has(jobId);
  }

  parse(shopId: number, jobId: number): void {
    this.track(jobId, () => this.parseJob(shopId, jobId));
  }

  apply(auth: AuthContext, jobId: number): void {
    this.track(jobId, () => this.applyJob(auth, jobId));
  }

  /** Lets the jobs in hand stop at their next chunk (they stay PARSING, found stale later; an
   * apply rolls back) and waits for them. */
  async close(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled(this.running.values());
  }

  private track(jobId: number, task: () => Promise<void>): void {
    const done = task()
      .catch((error: unknown) => {
        if (!(error instanceof Stopped)) this.onError(error, jobId);
      })
      .finally(() => this.running.delete(jobId));
    this.running.set(jobId, done);
  }

  private checkpoint(): void {
    if (this.stopping) throw new Stopped();
  }

  private async parseJob(shopId: number, jobId: number): Promise<void> {
    const bytes = await this.repo.file(shopId, jobId);
    if (!bytes) return;
    const rows: SheetRow[] = [];
    try {
      await readImportSheet(bytes, IMPORT_MAX_ROWS, async (row) => {
        rows.push(row);
        if (rows.length % PROGRESS_EVERY === 0) {
          this.checkpoint();
          await this.repo.update(jobId, 'PARSING', { done_rows: rows.length, updated_at: this.clock.now() });
        }
      });
      if (rows.length === 0) throw new SheetRefused('error.goodsImport.empty');
    } catch (error) {
      if (!(error instanceof SheetRefused)) throw error;
      await this.fail(jobId, 'PARSING', { key: error.key, params: error.params });
      return;
    }
    this.checkpoint();
    const outcome = await checkRows(rows, {
      category: categoryLookup(await this.repo.categories()),
      takenGoodsCodes: (codes) => this.repo.takenGoodsCodes(shopId, codes),
      takenSkuCodes: (codes) => this.repo.takenSkuCodes(shopId, codes),
      ownedImages: (hashes) => this.repo.ownedImages(shopId, hashes),
      imagesByName: (names) => this.repo.imagesByName(shopId, names),
      today: unixToDateString(this.clock.now(), 'yyyy-MM-dd'),
      progress: async (done, total) => {
        this.checkpoint();
        await this.repo.update(jobId, 'PARSING', {
          done_rows: done,
          total_rows: total,
          updated_at: this.clock.now(),
        });
      },
    });
    const clean = outcome.errors.length === 0;
    await this.repo.update(jobId, 'PARSING', {
      status: 'PREVIEW',
      total_rows: outcome.counts.rows,
      done_rows: outcome.counts.rows,
      goods_count: outcome.counts.goods,
      sku_count: outcome.counts.skus,
      batch_count: outcome.counts.batches,
      error_count: outcome.errors.length,
      errors: JSON.stringify(outcome.errors),
      preview: JSON.stringify(rows.slice(0, IMPORT_PREVIEW_ROWS)),
      // Only a clean file is ever applied: then its checked forms are what the apply writes.
      payload: clean ? await toLines(outcome.goods.map((g) => g.body)) : '',
      updated_at: this.clock.now(),
    });
  }

  private async applyJob(auth: AuthContext, jobId: number): Promise<void> {
    const bodies = await fromLines<GoodsCreateBody>(await this.repo.payload(auth.shopId, jobId));
    const stock = { kind: 'IMPORT', ref: String(jobId), reason: '商品导入' } as const;
    try {
      await this.repo.transaction(async (trx) => {
        for (let i = 0; i < bodies.length; i += APPLY_CHUNK) {
          await this.createInTrx(trx, auth, bodies.slice(i, i + APPLY_CHUNK), stock);
          this.checkpoint();
          await nextTurn();
        }
        const now = this.clock.now();
        const moved = await this.repo.update(
          jobId,
          'APPLYING',
          { status: 'DONE', applied_at: now, payload: '', updated_at: now },
          trx,
        );
        // Found stale meanwhile (and reported FAILED): then nothing of it may stay written.
        if (!moved) throw new AppError('CONFLICT', 'error.goodsImport.interrupted');
        await this.log.write(
          {
            auth,
            action: 'goods.import.applied',
            target: String(jobId),
            detail: { goods: bodies.length },
          },
          trx,
        );
      });
    } catch (error) {
      if (error instanceof Stopped) throw error;
      const known = error instanceof AppError || isUniqueViolation(error);
      const failure: Failure =
        error instanceof AppError
          ? { key: error.messageKey, params: error.params, apply: true }
          : // A code the check found free was taken before the apply wrote it.
            { key: known ? 'error.goodsImport.codeRace' : 'error.internal', apply: true };
      await this.fail(jobId, 'APPLYING', failure);
      if (!known) throw error;
    }
  }

  private async fail(jobId: number, from: string, failure: Failure): Promise<void> {
    await this.repo.update(jobId, from, {
      status: 'FAILED',
      failure: JSON.stringify(failure),
      payload: '',
      updated_at: this.clock.now(),
    });
  }
}
