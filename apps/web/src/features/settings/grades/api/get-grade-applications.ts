import type { GradeApplication } from '@rxdesk/contract/settings/grades';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { gradeKeys } from './grade-keys.ts';

export const GRADE_PAGE_SIZE = 10;

/** GET seller/shops/grade-applications — newest first. */
export function getGradeApplications(page: number): Promise<Page<GradeApplication>> {
  return apiClient.get<Page<GradeApplication>>('seller/shops/grade-applications', {
    params: { page_no: page, page_size: GRADE_PAGE_SIZE },
  });
}

export function useGradeApplications(page: number) {
  return useQuery({
    queryKey: gradeKeys.applications(page),
    queryFn: () => getGradeApplications(page),
    placeholderData: keepPreviousData,
  });
}
