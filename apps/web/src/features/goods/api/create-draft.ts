import type { DraftBody, DraftDetail } from '@rxdesk/contract/goods/goods-drafts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** POST seller/goods/draft-goods — a new draft: the wizard's form as far as it goes, with its
 * step. JSON: the payload is nested. Silent:
 * the wizard reports a refusal. */
export function createDraft(body: DraftBody): Promise<DraftDetail> {
  return apiClient.post<DraftDetail>('seller/goods/draft-goods', body, { json: true, silent: true });
}

export function useCreateDraft() {
  return useGoodsMutation(createDraft);
}
