import type { Page } from '@rxdesk/contract/common/paging';
import type { LicenceRecord, QualificationListQuery } from '@rxdesk/contract/settings/qualifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { qualificationKeys } from './qualification-keys.ts';

/** GET seller/shops/Qualifications/getQualifications/{shop id} — one page, by kind. */
export function getQualifications(shopId: number, q: QualificationListQuery): Promise<Page<LicenceRecord>> {
  return apiClient.get<Page<LicenceRecord>>(`seller/shops/Qualifications/getQualifications/${shopId}`, {
    params: q,
  });
}

export const qualificationsQueryOptions = (shopId: number, q: QualificationListQuery) =>
  queryOptions({
    queryKey: qualificationKeys.list(shopId, q),
    queryFn: () => getQualifications(shopId, q),
    placeholderData: keepPreviousData,
  });

export const useQualifications = (shopId: number, q: QualificationListQuery) =>
  useQuery(qualificationsQueryOptions(shopId, q));
