import type { ExpressChoice } from '@rxdesk/contract/logistics/express';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { expressChoiceKeys } from './logistics-keys.ts';

/** GET seller/express/all — the maintained list, each row with whether the shop uses it. */
export function getExpressChoices(): Promise<ExpressChoice[]> {
  return apiClient.get<ExpressChoice[]>('seller/express/all');
}

export function useExpressChoices() {
  return useQuery({ queryKey: expressChoiceKeys.list(), queryFn: getExpressChoices });
}
