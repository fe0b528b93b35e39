import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderInvoices } from '../../../shared/invoices/get-order-invoices.ts';
import { orderKeys } from './order-keys.ts';

/** The invoice the buyer asked for with the order (issue 23), as the invoices area keeps it. */
export const orderInvoicesQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: orderKeys.part(sn, 'invoices'),
    queryFn: (): Promise<InvoiceRow[]> => getOrderInvoices(sn),
    staleTime: 5_000,
  });

export function useOrderInvoices(sn: string) {
  return useQuery(orderInvoicesQueryOptions(sn));
}
