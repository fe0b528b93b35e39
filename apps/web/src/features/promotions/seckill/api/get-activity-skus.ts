import type { ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, type ActivityKind } from './activity-keys.ts';

/** GET …/skus?goods_ids= — the SKUs of the goods picked in the goods picker (which picks goods). */
export function getActivitySkus(kind: ActivityKind, goodsIds: number[]): Promise<ActivitySkuOption[]> {
  return apiClient.get<ActivitySkuOption[]>(`${ACTIVITY_BASE[kind]}/skus`, {
    params: { goods_ids: goodsIds.join(',') },
  });
}
