import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../../../shared/http/error-message.ts';
import { orderKeys } from './order-keys.ts';

/** The order's answer to an action: the order as it is now (status, allowed actions). */
export type ActionResult = OrderSummary;

/**
 * Shared by every order action hook: on success — and on 409, where someone else changed the
 * order meanwhile — everything under `orderKeys.all` is refetched (list, counts, detail, log,
 * flow), so the screen shows what is true now and only what is allowed now.
 */
export function useOrderMutation<V>(mutationFn: (variables: V) => Promise<ActionResult>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  return useMutation({
    mutationFn,
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (httpStatusOf(error) === 409) void refresh();
    },
  });
}
