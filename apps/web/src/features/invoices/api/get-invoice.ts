import type { InvoiceDetail } from '@rxdesk/contract/invoices/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET seller/trade/invoice/sn?sn= — one invoice with its history. */
export function getInvoice(sn: string): Promise<InvoiceDetail> {
  return apiClient.get<InvoiceDetail>('seller/trade/invoice/sn', { params: { sn } });
}

export const invoiceQueryOptions = (sn: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(sn), queryFn: () => getInvoice(sn), enabled: sn !== '' });

export function useInvoice(sn: string) {
  return useQuery(invoiceQueryOptions(sn));
}
