import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export interface PharmacistOption {
  id: number;
  name: string;
}

/** GET seller/prescription/prescriptionOrder/pharmacists — the shop's pharmacists (list filter). */
export function getPharmacists(): Promise<PharmacistOption[]> {
  return apiClient.get<PharmacistOption[]>('seller/prescription/prescriptionOrder/pharmacists');
}

export const pharmacistsQueryOptions = () =>
  queryOptions({ queryKey: prescriptionKeys.pharmacists(), queryFn: getPharmacists, staleTime: 60_000 });

export function usePharmacists(enabled = true) {
  return useQuery({ ...pharmacistsQueryOptions(), enabled });
}
