import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** DELETE seller/goods/draft-goods/{draft_id}. */
export function deleteDraft(draftId: number): Promise<unknown> {
  return apiClient.delete(`seller/goods/draft-goods/${draftId}`);
}

export function useDeleteDraft() {
  return useGoodsMutation(deleteDraft);
}
