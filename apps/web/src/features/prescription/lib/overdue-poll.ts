import type { Page } from '@rxdesk/contract/common/paging';
import type { OverdueCheck, PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';

/** §9 defaults, used only if the server's check leaves them out. */
export const DEFAULT_POLL_INTERVAL_MS = 60_000;
export const DEFAULT_NOTICE_MS = 10_000;
/** The poll's notice reads the first page with this size, so opening the dialog shows it at once. */
export const OVERDUE_PAGE_SIZE = 10;

export interface OverduePollDeps {
  /** GET …/behindOrder/check: whether the poll applies to this user now, and its timings. */
  check: () => Promise<OverdueCheck>;
  /** GET …/behindOrder, first page. */
  fetchOverdue: () => Promise<Page<PrescriptionOrderRow>>;
  /** There are overdue prescriptions: tell the user. */
  onOverdue: (page: Page<PrescriptionOrderRow>, check: OverdueCheck) => void;
}

/**
 * §6/§9 overdue prescription poll: starts only if the server's check allows it (prescription
 * permission; a pharmacist only on duty), then reads the overdue list at once — so a pharmacist
 * signing in hears about waiting work straight away — and every poll interval (60 000 ms).
 * A failed read is skipped (the next one retries). Returns the stop function.
 */
export function startOverduePoll({ check, fetchOverdue, onOverdue }: OverduePollDeps): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function tick(allowed: OverdueCheck) {
    try {
      const page = await fetchOverdue();
      if (!stopped && page.data_total > 0) onOverdue(page, allowed);
    } catch {
      // skipped; the next tick tries again
    }
  }

  void check().then(
    (allowed) => {
      if (stopped || allowed.enabled !== 1) return;
      void tick(allowed);
      timer = setInterval(() => void tick(allowed), allowed.poll_interval_ms || DEFAULT_POLL_INTERVAL_MS);
    },
    () => undefined, // no check, no poll
  );

  return () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
  };
}
