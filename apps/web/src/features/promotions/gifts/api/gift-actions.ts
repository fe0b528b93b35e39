import type { GiftInput, GiftStockBody } from '@rxdesk/contract/promotions/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { giftKeys } from './gift-keys.ts';

/** A change of a gift: the lists are read again whatever the answer (a 409 means someone else
 * changed it first). */
function useGiftMutation<V, R = unknown>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
}

/** POST seller/promotion/full-discount-gifts, or PUT …/{id}. Silent: the form dialog shows a
 * refusal under its field or as its own toast. */
export const saveGift = ({ giftId, body }: { giftId?: number; body: GiftInput }) =>
  giftId === undefined
    ? apiClient.post('seller/promotion/full-discount-gifts', body, { silent: true, json: true })
    : apiClient.put(`seller/promotion/full-discount-gifts/${giftId}`, body, { silent: true, json: true });
export const useSaveGift = () => useGiftMutation(saveGift);

/** DELETE …/{id} (refused while a full cut that has not ended names it). */
export const deleteGift = (giftId: number) =>
  apiClient.delete(`seller/promotion/full-discount-gifts/${giftId}`);
export const useDeleteGift = () => useGiftMutation(deleteGift);

/** POST …/{id}/stock {change, reason}: one ledger row. Silent: the stock dialog shows a refusal. */
export const changeGiftStock = ({ giftId, body }: { giftId: number; body: GiftStockBody }) =>
  apiClient.post<{ stock: number }>(`seller/promotion/full-discount-gifts/${giftId}/stock`, body, {
    silent: true,
    json: true,
  });
export const useChangeGiftStock = () => useGiftMutation(changeGiftStock);
