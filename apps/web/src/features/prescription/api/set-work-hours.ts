import type { WorkTime } from '@rxdesk/contract/prescription/pharmacist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { workHoursBody, type TimeOfDay } from '../lib/work-hours.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** POST seller/pharmacist/setWork — the daily working window (Asia/Shanghai); audits are only
 * possible inside it (§4). Silent: the dialog shows the failure on the field. */
export function setWorkHours({ start, end }: { start: TimeOfDay; end: TimeOfDay }): Promise<WorkTime> {
  return apiClient.post<WorkTime>(
    'seller/pharmacist/setWork',
    workHoursBody(start, end, Math.floor(Date.now() / 1000)),
    { silent: true },
  );
}

export function useSetWorkHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkHours,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.pharmacistMethod() }),
  });
}
