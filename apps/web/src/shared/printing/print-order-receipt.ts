import { i18n } from '../../i18n/i18n.ts';
import { getPrintData } from './api/get-print-data.ts';
import { updatePrintInfo } from './api/update-print-info.ts';
import { printInBrowser } from './browser-print.ts';
import { PrinterUnavailableError, printWithClodop } from './clodop-print.ts';
import { currentClodop } from './plugin-status.ts';
import { receiptHtml, type ReceiptLabel } from './receipt-html.ts';

export type ReceiptFailure = 'no-printer' | 'plugin' | 'data' | 'print';

export class ReceiptPrintError extends Error {
  constructor(
    readonly reason: ReceiptFailure,
    options?: ErrorOptions,
  ) {
    super(`receipt not printed: ${reason}`, options);
  }
}

/** What the user reads for a failed print (§5 / §8 wording). */
export function receiptErrorMessage(error: unknown): string {
  const reason = error instanceof ReceiptPrintError ? error.reason : 'print';
  return i18n.t(reason === 'no-printer' ? 'printing.printerUnusable' : `printing.failed.${reason}`);
}

const label = (key: ReceiptLabel) => i18n.t(`printing.receipt.${key}`);

/* CLodop jobs are built on one global object (PRINT_INITA … PRINT): two receipts being built at
 * once would mix. Jobs of this tab run one after another… */
let chain: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = chain.then(job, job);
  chain = run.catch(() => undefined);
  return run;
}

/** …and one receipt per order across the tabs of this browser: the first tab to claim the order
 * prints it (Web Locks where the browser has them). */
const CLAIM_PREFIX = 'rxdesk_receipt_claim:';
async function claimOnce(sn: string, run: () => Promise<void>): Promise<boolean> {
  const claim = async () => {
    if (localStorage.getItem(CLAIM_PREFIX + sn)) return false;
    localStorage.setItem(CLAIM_PREFIX + sn, String(Date.now()));
    try {
      await run();
    } catch (error) {
      localStorage.removeItem(CLAIM_PREFIX + sn); // not printed: another try may claim it
      throw error;
    }
    return true;
  };
  return navigator.locks
    ? ((await navigator.locks.request('rxdesk-receipt-claim', claim)) as boolean)
    : claim();
}

export type PrintOutcome = 'printed' | 'browser' | 'elsewhere';

/**
 * Prints the receipt of one order. With CLodop and a printer name: print data for that printer,
 * PRINT on it, then updatePrintInfo marks it printed. `automatic` prints (new orders) happen once
 * per browser and never fall back; a manual print without CLodop (or without a printer) opens the
 * browser's print dialog with the same receipt.
 */
export function printOrderReceipt(
  sn: string,
  options: { printName: string; automatic?: boolean },
): Promise<PrintOutcome> {
  const clodop = currentClodop();
  if (!clodop || !options.printName) {
    if (options.automatic) return Promise.reject(new ReceiptPrintError(clodop ? 'no-printer' : 'plugin'));
    return (async () => {
      const data = await getPrintData(sn, options.printName).catch((cause: unknown) => {
        throw new ReceiptPrintError('data', { cause });
      });
      await printInBrowser(receiptHtml(data, label), data.sn);
      return 'browser' as const;
    })();
  }
  const job = async (): Promise<void> => {
    const data = await getPrintData(sn, options.printName).catch((cause: unknown) => {
      throw new ReceiptPrintError('data', { cause });
    });
    if (!data.print_name) throw new ReceiptPrintError('no-printer');
    try {
      await printWithClodop(clodop, {
        printerName: data.print_name,
        html: receiptHtml(data, label),
        copies: data.print_num,
        taskName: `receipt-${data.sn}`,
      });
    } catch (cause) {
      throw new ReceiptPrintError(cause instanceof PrinterUnavailableError ? 'no-printer' : 'print', {
        cause,
      });
    }
    // Printed: a failure to record it must not print it again.
    await updatePrintInfo({ order_sn: data.sn, print_name: data.print_name }).catch(() => undefined);
  };
  return oneAtATime(async () => {
    if (!options.automatic) {
      await job();
      return 'printed' as const;
    }
    return (await claimOnce(sn, job)) ? ('printed' as const) : ('elsewhere' as const);
  });
}
