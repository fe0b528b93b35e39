import type { InvoiceSetting, InvoiceSettingBody } from '@rxdesk/contract/invoices/invoices';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** PUT seller/shops/invoice-setting — silent: the settings form shows a refusal itself. */
export const saveInvoiceSetting = (body: InvoiceSettingBody) =>
  apiClient.put<InvoiceSetting>('seller/shops/invoice-setting', body, { silent: true, json: true });

export const useSaveInvoiceSetting = () => useInvoiceMutation(saveInvoiceSetting);
