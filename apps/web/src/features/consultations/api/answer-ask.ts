import type { AskReplyBody, AskRow } from '@rxdesk/contract/consultations/asks';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useAsksMutation } from './use-asks-mutation.ts';

/** POST seller/members/asks/{ask_id}/reply (the first answer) or PUT (a changed answer). A
 * prescription drug's question is answered by a pharmacist only: the server refuses others. */
export function answerAsk({ askId, edit, body }: { askId: number; edit: boolean; body: AskReplyBody }) {
  const url = `seller/members/asks/${askId}/reply`;
  const options = { silent: true, json: true } as const;
  return edit ? apiClient.put<AskRow>(url, body, options) : apiClient.post<AskRow>(url, body, options);
}

export function useAnswerAsk() {
  return useAsksMutation(answerAsk);
}
