import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** DELETE seller/goods/draft-goods/{draft_id}. Silent: the confirmation shows a refusal. */
export function deleteDraft(draftId: number): Promise<unknown> {
  return apiClient.delete(`seller/goods/draft-goods/${draftId}`, { silent: true });
}

export function useDeleteDraft() {
  return useGoodsMutation(deleteDraft);
}
