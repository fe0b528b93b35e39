import type { LicenceHistoryRow } from '@rxdesk/contract/settings/qualifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { qualificationKeys } from './qualification-keys.ts';

/** GET seller/shops/Qualifications/history/{record id} — every change, oldest first. */
export function getLicenceHistory(id: number): Promise<LicenceHistoryRow[]> {
  return apiClient.get<LicenceHistoryRow[]>(`seller/shops/Qualifications/history/${id}`);
}

export const licenceHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: qualificationKeys.history(id), queryFn: () => getLicenceHistory(id) });

export const useLicenceHistory = (id: number | null) =>
  useQuery({ ...licenceHistoryQueryOptions(id ?? 0), enabled: id !== null });
