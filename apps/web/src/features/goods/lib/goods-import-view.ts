import type { ImportJob, ImportJobStatus } from '@rxdesk/contract/goods/goods-import';

/* What the import dialog shows of a job, decided apart from the screen. */

/** The job is still working: poll it. */
export const isRunning = (status: ImportJobStatus): boolean => status === 'PARSING' || status === 'APPLYING';

/** Apply is offered only for a checked file without a single error (the server refuses it too). */
export const canApply = (job: ImportJob): boolean => job.status === 'PREVIEW' && job.counts.errors === 0;

/** 0-100 while parsing; undefined while the total is not known yet (the sheet is being read). */
export function parsePercent(job: ImportJob): number | undefined {
  const { done, total } = job.progress;
  if (total <= 0) return undefined;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** The preview cells an error points at (`row:header`), to mark them; '' columns mark the row. */
export function errorCells(job: ImportJob): Set<string> {
  return new Set(job.errors.map((e) => `${e.row}:${e.column}`));
}

/** Poll quickly at first, then every second: a small file is done before the first second. */
export function pollInterval(status: ImportJobStatus | undefined, polls: number): number | false {
  if (status !== undefined && !isRunning(status)) return false;
  return polls < 5 ? 300 : 1000;
}
