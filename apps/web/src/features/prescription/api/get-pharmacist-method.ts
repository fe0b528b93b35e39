import type { PharmacistMethod } from '@rxdesk/contract/prescription/pharmacist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** GET admin-user/login/getPharmaistMethod (spelled as the API spells it) — whether the signed-in
 * user is a pharmacist, has an audit password, and their working hours. */
export function getPharmacistMethod(): Promise<PharmacistMethod> {
  return apiClient.get<PharmacistMethod>('admin-user/login/getPharmaistMethod');
}

export const pharmacistMethodQueryOptions = () =>
  queryOptions({ queryKey: prescriptionKeys.pharmacistMethod(), queryFn: getPharmacistMethod, staleTime: 0 });

/** Read when a pharmacist dialog opens (`enabled`), fresh each time. */
export function usePharmacistMethod(enabled: boolean) {
  return useQuery({ ...pharmacistMethodQueryOptions(), enabled });
}
