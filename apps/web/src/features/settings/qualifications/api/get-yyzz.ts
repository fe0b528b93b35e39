import type { LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { qualificationKeys } from './qualification-keys.ts';

/** GET seller/shops/Qualifications/getYyzzByShopId/{shop id} — null when none is recorded. */
export function getYyzz(shopId: number): Promise<LicenceRecord | null> {
  return apiClient.get<LicenceRecord | null>(`seller/shops/Qualifications/getYyzzByShopId/${shopId}`);
}

export const yyzzQueryOptions = (shopId: number) =>
  queryOptions({ queryKey: qualificationKeys.yyzz(shopId), queryFn: () => getYyzz(shopId) });

export const useYyzz = (shopId: number) => useQuery(yyzzQueryOptions(shopId));
