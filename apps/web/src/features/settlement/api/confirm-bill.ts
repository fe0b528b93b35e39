import type { BillStateResult } from '@rxdesk/contract/settlement/settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { settlementKeys } from './settlement-keys.ts';

/** PUT seller/settlement/bills/{sn}/confirm — 本期结算无误 (a second confirm is refused 409). */
export function confirmBill(sn: string): Promise<BillStateResult> {
  return apiClient.put<BillStateResult>(`seller/settlement/bills/${encodeURIComponent(sn)}/confirm`);
}

export function useConfirmBill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmBill,
    onSettled: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
