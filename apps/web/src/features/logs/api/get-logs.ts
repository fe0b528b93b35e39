import type { Page } from '@rxdesk/contract/common/paging';
import type { LogListQuery, LogRow } from '@rxdesk/contract/logs/logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { logKeys } from './logs-keys.ts';

/** GET seller/logs — a page of the shop's log, newest first. */
export function getLogs(params: LogListQuery): Promise<Page<LogRow>> {
  return apiClient.get<Page<LogRow>>('seller/logs', { params });
}

export function useLogs(params: LogListQuery) {
  return useQuery({
    queryKey: logKeys.list(params),
    queryFn: () => getLogs(params),
    placeholderData: keepPreviousData,
  });
}
