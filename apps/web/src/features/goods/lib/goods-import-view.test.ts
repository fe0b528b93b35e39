import { describe, expect, it } from 'vitest';
import type { ImportJob } from '@rxdesk/contract/goods/goods-import';
import { canApply, errorCells, isRunning, parsePercent, pollInterval } from './goods-import-view.ts';

const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  job_id: 1,
  status: 'PREVIEW',
  file_name: 'a.xlsx',
  progress: { done: 0, total: 0 },
  counts: { rows: 2, goods: 1, skus: 2, batches: 2, errors: 0 },
  errors: [],
  preview: [],
  failure: '',
  created_at: 0,
  updated_at: 0,
  applied_at: null,
  ...over,
});

describe('goods import dialog logic', () => {
  it('offers apply only for an error-free preview', () => {
    expect(canApply(job())).toBe(true);
    expect(canApply(job({ counts: { rows: 2, goods: 1, skus: 2, batches: 2, errors: 1 } }))).toBe(false);
    expect(canApply(job({ status: 'PARSING' }))).toBe(false);
    expect(canApply(job({ status: 'DONE' }))).toBe(false);
  });

  it('polls while the job works and stops when it is settled', () => {
    expect(isRunning('PARSING')).toBe(true);
    expect(isRunning('APPLYING')).toBe(true);
    expect(pollInterval(undefined, 0)).toBe(300);
    expect(pollInterval('PARSING', 10)).toBe(1000);
    for (const s of ['PREVIEW', 'DONE', 'FAILED'] as const) expect(pollInterval(s, 0)).toBe(false);
  });

  it('shows the share checked, unknown while the sheet is read', () => {
    expect(parsePercent(job({ progress: { done: 500, total: 0 } }))).toBeUndefined();
    expect(parsePercent(job({ progress: { done: 250, total: 1000 } }))).toBe(25);
  });

  it('marks the cells the errors name', () => {
    const cells = errorCells(job({ errors: [{ row: 3, column: '批准文号', message: 'x' }] }));
    expect(cells.has('3:批准文号')).toBe(true);
    expect(cells.has('2:批准文号')).toBe(false);
  });
});
