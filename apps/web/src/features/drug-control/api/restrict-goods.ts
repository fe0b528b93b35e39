import type { ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

export interface RestrictInput {
  goodsId: number;
  limitQty: number;
  periodDays: number;
}

/** PUT seller/control/goods/{goods_id} — marks goods as restricted, or changes the limit: at most
 * limit_qty units per buyer (national ID) within period_days. Silent: the dialog shows field
 * errors under the fields and toasts the rest (barred goods…). */
export function restrictGoods({ goodsId, limitQty, periodDays }: RestrictInput): Promise<ControlGoodsRow> {
  return apiClient.put<ControlGoodsRow>(
    `seller/control/goods/${goodsId}`,
    { limit_qty: limitQty, period_days: periodDays },
    { silent: true },
  );
}

export function useRestrictGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restrictGoods,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: controlKeys.goodsLists() }),
  });
}
