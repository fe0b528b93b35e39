import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type { GoodsCreateBody } from '@rxdesk/contract/goods/goods-form';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useGoodsMutation } from './use-goods-mutation.ts';

/** POST seller/goods (JSON: nested SKUs and batches) — a new item; it starts awaiting the
 * first-sale review, off shelf. Silent: the wizard puts a refusal under its field. */
export function createGoods(body: GoodsCreateBody): Promise<GoodsDetail> {
  return apiClient.post<GoodsDetail>('seller/goods', body, { json: true, silent: true });
}

export function useCreateGoods() {
  return useGoodsMutation(createGoods);
}
