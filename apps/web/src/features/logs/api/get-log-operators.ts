import type { LogOperator } from '@rxdesk/contract/logs/logs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { logKeys } from './logs-keys.ts';

/** GET seller/logs/operators — the shop's users who appear in its log (the operator select). */
export function getLogOperators(): Promise<{ data: LogOperator[] }> {
  return apiClient.get<{ data: LogOperator[] }>('seller/logs/operators');
}

export function useLogOperators() {
  return useQuery({ queryKey: logKeys.operators(), queryFn: getLogOperators, staleTime: 60_000 });
}
