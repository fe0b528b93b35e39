import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';

/** POST seller/goods/import (multipart, field `file`) — keeps the workbook as an import job and
 * starts checking it; answers the job's id at once. */
export function postGoodsImport(file: Blob): Promise<{ job_id: number }> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<{ job_id: number }>('seller/goods/import', form);
}

export function usePostGoodsImport() {
  return useMutation({ mutationFn: postGoodsImport });
}
