import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** PUT {sn}/price — the new order total in yuan (money rule; the server refuses 0 and anything above the original). */
export function updateOrderPrice({
  sn,
  orderPrice,
}: {
  sn: string;
  orderPrice: string;
}): Promise<ActionResult> {
  return apiClient.put<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/price`,
    { order_price: orderPrice },
    { silent: true },
  );
}

export function useUpdateOrderPrice() {
  return useOrderMutation(updateOrderPrice);
}
