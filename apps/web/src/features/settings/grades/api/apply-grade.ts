import type { GradeApplication, GradeApplyBody } from '@rxdesk/contract/settings/grades';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { gradeKeys } from './grade-keys.ts';

/** POST seller/shops/grade-applications — 409 while another application is open. */
export function applyGrade(body: GradeApplyBody): Promise<GradeApplication> {
  return apiClient.post<GradeApplication>('seller/shops/grade-applications', body, {
    silent: true,
    json: true,
  });
}

export function useApplyGrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGrade,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gradeKeys.all }),
  });
}
