import { RECEIPT_WIDTH } from './receipt-html.ts';

/** Fallback when CLodop is absent: the same receipt markup in a hidden iframe, through the
 * browser's own print dialog. Resolves once the dialog was opened. */
export function printInBrowser(html: string, title: string): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('data-testid', 'receipt-print-frame');
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      const win = frame.contentWindow;
      if (win) {
        win.focus();
        win.print();
      }
      // Printing is synchronous in most browsers; leave the frame a moment for the others.
      setTimeout(() => frame.remove(), 60_000);
      resolve();
    };
    frame.srcdoc = `<!doctype html><html><head><meta charset="utf-8"><title>${title.replace(/</g, '&lt;')}</title><style>@page{margin:4mm}body{margin:0;width:${RECEIPT_WIDTH}px}</style></head><body>${html}</body></html>`;
    document.body.appendChild(frame);
  });
}
