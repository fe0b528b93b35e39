import type { Waybill } from '@rxdesk/contract/logistics/waybills';
import { currentClodop } from '../../../../shared/printing/plugin-status.ts';
import { waybillLabelHtml, type LabelWords } from './waybill-label.ts';

/** CLodop's page size call (0.1 mm units), not in the receipts' part of its API. */
type PageSized = {
  SET_PRINT_PAGESIZE?: (orient: number, w: number | string, h: number | string, name: string) => void;
};

/**
 * Prints the labels, one 100 × 180 mm page each: through the CLodop print service on the
 * default printer when it is running, else through the browser's print dialog (all labels in one
 * document). Resolves with how they were printed.
 */
export async function printWaybills(waybills: Waybill[], words: LabelWords): Promise<'clodop' | 'browser'> {
  const clodop = currentClodop();
  if (clodop) {
    for (const w of waybills) {
      clodop.PRINT_INITA(0, 0, '100mm', '180mm', `waybill-${w.waybill_no}`);
      (clodop as PageSized).SET_PRINT_PAGESIZE?.(1, 1000, 1800, '');
      clodop.ADD_PRINT_HTM(0, 0, '100%', '100%', waybillLabelHtml(w, words));
      clodop.PRINT();
    }
    return 'clodop';
  }
  await new Promise<void>((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('data-testid', 'waybill-print-frame');
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      setTimeout(() => frame.remove(), 60_000);
      resolve();
    };
    frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><title>waybills</title><style>@page{size:100mm 180mm;margin:0}body{margin:0}</style></head><body>${waybills.map((w) => waybillLabelHtml(w, words)).join('')}</body></html>`;
    document.body.appendChild(frame);
  });
  return 'browser';
}
