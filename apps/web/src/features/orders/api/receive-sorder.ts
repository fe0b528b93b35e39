import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderPath, useSorderMutation, type SorderTarget } from './use-sorder-mutation.ts';

/** POST sorders/{ssid}/{sn}/receive — the supplier's shipment arrived. */
export function receiveSorder(target: SorderTarget): Promise<SorderSummary> {
  return apiClient.post<SorderSummary>(sorderPath(target, 'receive'), undefined, { silent: true });
}

export function useReceiveSorder() {
  return useSorderMutation(receiveSorder);
}
