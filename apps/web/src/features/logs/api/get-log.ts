import type { LogEntryView } from '@rxdesk/contract/logs/logs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { logKeys } from './logs-keys.ts';

/** GET seller/logs/{log_id} — one entry with its detail and before/after values. */
export function getLog(id: number): Promise<LogEntryView> {
  return apiClient.get<LogEntryView>(`seller/logs/${id}`);
}

/** An entry never changes once written: read once. */
export function useLog(id: number | null) {
  return useQuery({
    queryKey: logKeys.entry(id ?? 0),
    queryFn: () => getLog(id!),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
