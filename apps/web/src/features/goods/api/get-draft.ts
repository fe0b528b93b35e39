import type { DraftDetail } from '@rxdesk/contract/goods/goods-drafts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { catalogueKeys } from './goods-keys.ts';

/** GET seller/goods/draft-goods/{draft_id} — the draft with the form to resume. */
export function getDraft(draftId: number): Promise<DraftDetail> {
  return apiClient.get<DraftDetail>(`seller/goods/draft-goods/${draftId}`);
}

export function useDraft(draftId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.draft(draftId ?? 0),
    queryFn: () => getDraft(draftId ?? 0),
    enabled: draftId !== undefined,
    staleTime: 0,
  });
}
