import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderPath, useSorderMutation, type SorderTarget } from './use-sorder-mutation.ts';

/** POST sorders/{ssid}/{sn}/cancel — withdraw the lines from the supplier before they ship. */
export function cancelSorder({
  reason,
  ...target
}: SorderTarget & { reason: string }): Promise<SorderSummary> {
  return apiClient.post<SorderSummary>(sorderPath(target, 'cancel'), { reason }, { silent: true });
}

export function useCancelSorder() {
  return useSorderMutation(cancelSorder);
}
