import type { AskRow } from '@rxdesk/contract/consultations/asks';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAsksMutation } from './use-asks-mutation.ts';

export type AskSimpleAction = 'handle' | 'hide' | 'show';

/** PUT seller/members/asks/{ask_id}/handle | hide | show. */
export function askAction({ askId, action }: { askId: number; action: AskSimpleAction }): Promise<AskRow> {
  return apiClient.put<AskRow>(`seller/members/asks/${askId}/${action}`, undefined, { silent: true });
}

export function useAskAction() {
  return useAsksMutation(askAction);
}
