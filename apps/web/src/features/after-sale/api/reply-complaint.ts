import type { ComplaintDetail, complaintReplyBody } from '@rxdesk/contract/after-sale/complaints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/complaints/{id}/reply — the shop's answer (a new complaint becomes REPLIED; one the
 * platform took over stays ESCALATED). JSON: `images` is a list. */
export function replyComplaint({
  id,
  body,
}: {
  id: number;
  body: z.input<typeof complaintReplyBody>;
}): Promise<ComplaintDetail> {
  return apiClient.post<ComplaintDetail>(`seller/complaints/${id}/reply`, body, { silent: true, json: true });
}

export function useReplyComplaint() {
  return useAfterSaleMutation(replyComplaint);
}
