import type { IssuePaperBody } from '@rxdesk/contract/invoices/invoices';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST seller/trade/invoice/{id}/issue-paper — silent: the dialog shows a refusal. */
export const issuePaper = ({ id, body }: { id: number; body: IssuePaperBody }) =>
  apiClient.post(`seller/trade/invoice/${id}/issue-paper`, body, { silent: true, json: true });

export const useIssuePaper = () => useInvoiceMutation(issuePaper);
