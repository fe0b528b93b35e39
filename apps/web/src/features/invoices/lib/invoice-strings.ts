import { loadAreaStrings } from '../../../i18n/i18n.ts';

/** The invoice screens' strings: fetched with the page rather than with the signed-in frame,
 * which keeps the shell within its page-weight budget (only the menu titles are in it). */
export function loadInvoiceStrings(): Promise<void> {
  return loadAreaStrings('invoices', {
    zh: () => import('../strings/invoices-pack-zh.ts'),
    en: () => import('../strings/invoices-pack-en.ts'),
  });
}

/** A page loader that also brings the strings, so the page renders translated. */
export function withInvoiceStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadInvoiceStrings()]).then(([page]) => page);
}
