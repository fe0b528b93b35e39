import type { BillDetail } from '@rxdesk/contract/settlement/settlement';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

/** GET seller/settlement/bills/{sn} — the bill's figures, rate and allowed actions. */
export function getBill(sn: string): Promise<BillDetail> {
  return apiClient.get<BillDetail>(`seller/settlement/bills/${encodeURIComponent(sn)}`);
}

export function useBill(sn: string) {
  return useQuery({ queryKey: settlementKeys.detail(sn), queryFn: () => getBill(sn) });
}
