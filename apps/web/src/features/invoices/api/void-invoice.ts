import { apiClient } from '../../../shared/http/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST seller/trade/invoice/{id}/void {reason} — silent: the reason dialog shows a refusal. */
export const voidInvoice = ({ id, reason }: { id: number; reason: string }) =>
  apiClient.post(`seller/trade/invoice/${id}/void`, { reason }, { silent: true, json: true });

export const useVoidInvoice = () => useInvoiceMutation(voidInvoice);
