import { INVOICE_KINDS, type InvoiceKind } from '@rxdesk/contract/invoices/invoice-request';
import {
  INVOICE_STATUSES,
  type InvoiceListQuery,
  type InvoiceStatus,
} from '@rxdesk/contract/invoices/invoices';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { cleanKeyword, oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';
import { INVOICE_PATHS } from './invoice-links.ts';

/* The invoice list's filters live in the address (`?tab=PENDING&kind=ELECTRONIC`), so a link opens
 * a filtered list and a reload keeps it; the export sends the same filters. */

export const INVOICE_TABS = ['ALL', ...INVOICE_STATUSES] as const satisfies readonly (
  'ALL' | InvoiceStatus
)[];
export type InvoiceTab = (typeof INVOICE_TABS)[number];

export interface InvoiceAdvanced {
  order_sn?: string;
  invoice_sn?: string;
  kind?: InvoiceKind;
  title?: string;
  start_time?: number;
  end_time?: number;
}

const text = (raw: string | null) => cleanKeyword(raw) || undefined;

/** keyword: an order or invoice sn exactly, or part of the title. */
export const invoiceList = defineListFilters<
  InvoiceTab,
  InvoiceAdvanced,
  Omit<InvoiceListQuery, 'page_no' | 'page_size'>
>({
  path: INVOICE_PATHS.history,
  tab: { tabs: INVOICE_TABS, all: 'ALL' },
  advanced: {
    order_sn: text,
    invoice_sn: text,
    kind: (raw) => oneOf(INVOICE_KINDS, raw),
    title: text,
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
  tabQuery: (tab) => (tab === 'ALL' ? {} : { status: tab }),
});
