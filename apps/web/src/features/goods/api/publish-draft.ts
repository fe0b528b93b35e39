import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/draft-goods/{draft_id}/market — the draft becomes an item awaiting review
 * (or the edit of its item) and is gone, in one go; the full rules apply. Silent: the wizard puts
 * a refusal under its field. */
export function publishDraft(draftId: number): Promise<GoodsDetail> {
  return apiClient.put<GoodsDetail>(`seller/goods/draft-goods/${draftId}/market`, undefined, {
    silent: true,
  });
}

export function usePublishDraft() {
  return useGoodsMutation(publishDraft);
}
