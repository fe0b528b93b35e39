import type { ComplaintDetail, complaintCloseBody } from '@rxdesk/contract/after-sale/complaints';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAfterSaleMutation } from './use-after-sale-mutation.ts';

/** POST seller/complaints/{id}/close — closes a replied complaint, with an optional remark. */
export function closeComplaint({
  id,
  body,
}: {
  id: number;
  body: z.input<typeof complaintCloseBody>;
}): Promise<ComplaintDetail> {
  return apiClient.post<ComplaintDetail>(`seller/complaints/${id}/close`, body, { silent: true });
}

export function useCloseComplaint() {
  return useAfterSaleMutation(closeComplaint);
}
