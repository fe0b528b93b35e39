import {
  INVOICE_CONTENTS,
  INVOICE_KINDS,
  type InvoiceContent,
  type InvoiceKind,
} from '@rxdesk/contract/invoices/invoice-request';

/** The stored comma lists of invoice_settings, read back in the contract's order (unknown words
 * dropped). A shop without a row offers no invoices. */
export function parseSetting(row: { kinds: string; contents: string } | undefined): {
  kinds: InvoiceKind[];
  contents: InvoiceContent[];
} {
  if (!row) return { kinds: [], contents: ['GOODS_DETAIL'] };
  const words = (s: string) => new Set(s.split(',').filter(Boolean));
  const kinds = words(row.kinds);
  const contents = words(row.contents);
  return {
    kinds: INVOICE_KINDS.filter((k) => kinds.has(k)),
    contents: INVOICE_CONTENTS.filter((c) => contents.has(c)),
  };
}
