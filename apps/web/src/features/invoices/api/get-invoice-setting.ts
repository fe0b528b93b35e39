import type { InvoiceSetting } from '@rxdesk/contract/invoices/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET seller/shops/invoice-setting — the kinds and contents the shop offers. */
export function getInvoiceSetting(): Promise<InvoiceSetting> {
  return apiClient.get<InvoiceSetting>('seller/shops/invoice-setting');
}

export const invoiceSettingQueryOptions = () =>
  queryOptions({ queryKey: invoiceKeys.setting(), queryFn: getInvoiceSetting });

export function useInvoiceSetting() {
  return useQuery(invoiceSettingQueryOptions());
}
