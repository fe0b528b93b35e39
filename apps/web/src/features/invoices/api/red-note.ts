import { apiClient } from '../../../shared/http/api-client.ts';
import { useInvoiceMutation } from './use-invoice-mutation.ts';

/** POST seller/trade/invoice/{id}/red-note {red_note_no} — silent: the dialog shows a refusal. */
export const redNote = ({ id, redNoteNo }: { id: number; redNoteNo: string }) =>
  apiClient.post(
    `seller/trade/invoice/${id}/red-note`,
    { red_note_no: redNoteNo },
    { silent: true, json: true },
  );

export const useRedNote = () => useInvoiceMutation(redNote);
