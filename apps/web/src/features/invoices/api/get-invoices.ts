import type { Page } from '@rxdesk/contract/common/paging';
import type { InvoiceListQuery, InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET seller/trade/invoice — one page of the filtered invoices, newest first. */
export function getInvoices(params: InvoiceListQuery): Promise<Page<InvoiceRow>> {
  return apiClient.get<Page<InvoiceRow>>('seller/trade/invoice', { params });
}

export const invoicesQueryOptions = (params: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () => getInvoices(params),
    placeholderData: keepPreviousData,
  });

export function useInvoices(params: InvoiceListQuery) {
  return useQuery(invoicesQueryOptions(params));
}
