import type { DraftBody, DraftDetail } from '@rxdesk/contract/goods/goods-drafts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** PUT seller/goods/draft-goods/{draft_id} — the same draft saved again (the whole payload). Silent:
 * the wizard reports a refusal. */
export function updateDraft({ draftId, body }: { draftId: number; body: DraftBody }): Promise<DraftDetail> {
  return apiClient.put<DraftDetail>(`seller/goods/draft-goods/${draftId}`, body, {
    json: true,
    silent: true,
  });
}

export function useUpdateDraft() {
  return useGoodsMutation(updateDraft);
}
