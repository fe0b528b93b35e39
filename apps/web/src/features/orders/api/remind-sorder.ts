import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderPath, useSorderMutation, type SorderTarget } from './use-sorder-mutation.ts';

/** POST sorders/{ssid}/{sn}/remind — ask the supplier to hurry (at most every 10 minutes). */
export function remindSorder(target: SorderTarget): Promise<SorderSummary> {
  return apiClient.post<SorderSummary>(sorderPath(target, 'remind'), undefined, { silent: true });
}

export function useRemindSorder() {
  return useSorderMutation(remindSorder);
}
