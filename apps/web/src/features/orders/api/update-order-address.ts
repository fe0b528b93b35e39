import type { orderAddressBody } from '@rxdesk/contract/orders/orders';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** PUT {sn}/address — consignee and delivery address, before shipping. */
export type AddressBody = z.input<typeof orderAddressBody>;

export function updateOrderAddress({ sn, body }: { sn: string; body: AddressBody }): Promise<ActionResult> {
  return apiClient.put<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/address`, body, {
    silent: true,
  });
}

export function useUpdateOrderAddress() {
  return useOrderMutation(updateOrderAddress);
}
