import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** DELETE seller/promotion/{kind}/{id} — only before it starts; a refusal is the client's toast. */
export function deletePromotion(input: { api: string; id: number }) {
  return apiClient.delete(`seller/promotion/${input.api}/${input.id}`);
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSettled: (_, __, v) => queryClient.invalidateQueries({ queryKey: promotionKeys.kind(v.api) }),
  });
}
