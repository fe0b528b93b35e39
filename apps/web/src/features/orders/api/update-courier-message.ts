import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** PUT {sn}/updateCourierMessage — the note for the courier. */
export function updateCourierMessage({
  sn,
  message,
}: {
  sn: string;
  message: string;
}): Promise<ActionResult> {
  return apiClient.put<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/updateCourierMessage`,
    { courier_message: message },
    { silent: true },
  );
}

export function useUpdateCourierMessage() {
  return useOrderMutation(updateCourierMessage);
}
