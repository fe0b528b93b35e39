import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** PUT {sn}/updateIsMeituan — marks a same-city order for Meituan delivery (or not). */
export function updateIsMeituan({
  sn,
  isMeituan,
}: {
  sn: string;
  isMeituan: boolean;
}): Promise<ActionResult> {
  return apiClient.put<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/updateIsMeituan`,
    { is_meituan: isMeituan ? 1 : 0 },
    { silent: true },
  );
}

export function useUpdateIsMeituan() {
  return useOrderMutation(updateIsMeituan);
}
