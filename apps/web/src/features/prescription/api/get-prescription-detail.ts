import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** GET seller/prescription/prescriptionOrder/{sn} — the prescription with its drugs, the order
 * lines, the audit history and whether the caller may audit now (§4). Silent: the pages show a
 * missing or refused prescription themselves. */
export function getPrescriptionDetail(sn: string): Promise<PrescriptionDetail> {
  return apiClient.get<PrescriptionDetail>(
    `seller/prescription/prescriptionOrder/${encodeURIComponent(sn)}`,
    { silent: true },
  );
}

export const prescriptionDetailQueryOptions = (sn: string) =>
  queryOptions({
    queryKey: prescriptionKeys.detail(sn),
    queryFn: () => getPrescriptionDetail(sn),
    staleTime: 5_000,
    // can_audit depends on the clock (working hours): re-read when the page is looked at again.
    refetchOnWindowFocus: true,
  });

export function usePrescriptionDetail(sn: string) {
  return useQuery(prescriptionDetailQueryOptions(sn));
}
