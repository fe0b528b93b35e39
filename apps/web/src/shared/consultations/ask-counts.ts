import type { AskCounts } from '@rxdesk/contract/consultations/asks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';

/* The consultation counts are read by the list's tabs and the dashboard's card, so the fetcher
 * lives here. Its key sits under the area's root: every consultation action invalidates
 * ['consultations'] and with it these counts. */

/** Root of every consultation query key (features/consultations/api/asks-keys.ts builds on it). */
export const CONSULTATIONS_QUERY_ROOT = ['consultations'] as const;

export const askCountsKey = () => [...CONSULTATIONS_QUERY_ROOT, 'counts'] as const;

/** GET seller/members/asks/count — per state, hidden ones left out. */
export function getAskCounts(): Promise<AskCounts> {
  return apiClient.get<AskCounts>('seller/members/asks/count');
}

/** Buyers ask all day: re-read every 60 s while shown, at once after any consultation action. */
export const askCountsQueryOptions = () =>
  queryOptions({
    queryKey: askCountsKey(),
    queryFn: getAskCounts,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });

export function useAskCounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...askCountsQueryOptions(), enabled: options.enabled ?? true });
}
