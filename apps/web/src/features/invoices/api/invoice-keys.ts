import type { InvoiceListQuery } from '@rxdesk/contract/invoices/invoices';

/** Query keys of the invoice screens; every action invalidates `all` (lists, details, and the
 * order detail's section, which reads `orderInvoices`). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListQuery) => [...invoiceKeys.lists(), params] as const,
  detail: (sn: string) => [...invoiceKeys.all, 'detail', sn] as const,
  setting: () => [...invoiceKeys.all, 'setting'] as const,
};
