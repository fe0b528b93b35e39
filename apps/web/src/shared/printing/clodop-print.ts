import type { ClodopApi } from './clodop-types.ts';
import { RECEIPT_HEIGHT, RECEIPT_WIDTH } from './receipt-html.ts';

/** The printers the CLodop service reports, in its order. */
export function listPrinters(clodop: ClodopApi): string[] {
  const count = Number(clodop.GET_PRINTER_COUNT()) || 0;
  return Array.from({ length: count }, (_, i) => String(clodop.GET_PRINTER_NAME(i))).filter(Boolean);
}

/** The chosen printer is not (or no longer) attached to this PC. */
export class PrinterUnavailableError extends Error {
  constructor(readonly printerName: string) {
    super(`printer not available: ${printerName}`);
  }
}

const SOCKET_WAIT_MS = 3_000;
const OPEN = 1;

/** CLodop talks to its service over its own socket; a job sent before it is open is lost. */
async function socketReady(clodop: ClodopApi): Promise<void> {
  const started = Date.now();
  while (clodop.webskt && clodop.webskt.readyState !== OPEN && Date.now() - started < SOCKET_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Prints one receipt on the named printer: PRINT_INITA on the §9 page (480 × 2100),
 * SET_PRINTER_INDEX, ADD_PRINT_HTM of the receipt, PRINT. */
export async function printWithClodop(
  clodop: ClodopApi,
  job: { printerName: string; html: string; copies?: number; taskName: string },
): Promise<void> {
  await socketReady(clodop);
  if (!listPrinters(clodop).includes(job.printerName)) throw new PrinterUnavailableError(job.printerName);
  clodop.PRINT_INITA(0, 0, RECEIPT_WIDTH, RECEIPT_HEIGHT, job.taskName);
  if (clodop.SET_PRINTER_INDEX(job.printerName) === false) throw new PrinterUnavailableError(job.printerName);
  if (job.copies && job.copies > 1) clodop.SET_PRINT_COPIES?.(job.copies);
  clodop.ADD_PRINT_HTM(0, 0, '100%', '100%', job.html);
  clodop.PRINT();
}
