import type { PromotionRules } from '@rxdesk/contract/settings/promotion-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';

const promotionRulesKey = ['promotion-rules'] as const;

/** GET seller/shops/promotion-rules — whether prescription and restricted drugs take promotions. */
export function getPromotionRules(): Promise<PromotionRules> {
  return apiClient.get<PromotionRules>('seller/shops/promotion-rules');
}

export function usePromotionRules() {
  return useQuery({ queryKey: promotionRulesKey, queryFn: getPromotionRules });
}

/** PUT seller/shops/promotion-rules (logged). */
export function savePromotionRules(body: PromotionRules): Promise<PromotionRules> {
  return apiClient.put<PromotionRules>('seller/shops/promotion-rules', body, { json: true });
}

export function useSavePromotionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotionRules,
    onSuccess: (saved) => queryClient.setQueryData(promotionRulesKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionRulesKey }),
  });
}
