import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** POST seller/promotion/{kind} (no id) or PUT …/{id} (only before it starts). JSON (tiers and
 * SKU lists nest); silent: the dialog puts field errors under their fields. */
export function savePromotion(input: { api: string; id?: number; body: object }) {
  const { api, id, body } = input;
  const config = { silent: true, json: true };
  return id
    ? apiClient.put<{ promotion_id: number }>(`seller/promotion/${api}/${id}`, body, config)
    : apiClient.post<{ promotion_id: number }>(`seller/promotion/${api}`, body, config);
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (_, v) => queryClient.invalidateQueries({ queryKey: promotionKeys.kind(v.api) }),
  });
}
