import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** POST seller/promotion/{kind}/{id}/close {reason} — final. Silent: the reason dialog shows a
 * refusal under the field or as its toast. */
export function closePromotion(input: { api: string; id: number; reason: string }) {
  return apiClient.post(
    `seller/promotion/${input.api}/${input.id}/close`,
    { reason: input.reason },
    {
      silent: true,
      json: true,
    },
  );
}

export function useClosePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePromotion,
    onSettled: (_, __, v) => queryClient.invalidateQueries({ queryKey: promotionKeys.kind(v.api) }),
  });
}
