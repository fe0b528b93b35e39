import type { OverdueCheck } from '@rxdesk/contract/prescription/prescription';
import { apiClient } from '../../../shared/http/api-client.ts';

/** GET seller/prescription/prescriptionOrder/behindOrder/check — whether the §6 overdue poll
 * applies to the signed-in user now, and its §9 timings. Silent: a failed check only means no
 * poll, never a toast on every page. */
export function getOverdueCheck(): Promise<OverdueCheck> {
  return apiClient.get<OverdueCheck>('seller/prescription/prescriptionOrder/behindOrder/check', {
    silent: true,
  });
}
