import { apiClient } from '../../../shared/http/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST seller/trade/invoice/{id}/issue-electronic — multipart: `invoice_no` first, then the PDF
 * as `file` (the server decides the type from its bytes). Silent: the dialog shows a refusal. */
export function issueElectronic({ id, invoiceNo, file }: { id: number; invoiceNo: string; file: Blob }) {
  const form = new FormData();
  form.append('invoice_no', invoiceNo);
  form.append('file', file);
  return apiClient.post(`seller/trade/invoice/${id}/issue-electronic`, form, { silent: true });
}

export const useIssueElectronic = () => useInvoiceMutation(issueElectronic);
