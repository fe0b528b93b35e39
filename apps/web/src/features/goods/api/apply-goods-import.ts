import type { ImportJob } from '@rxdesk/contract/goods/goods-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { goodsImportKeys } from './goods-import-keys.ts';

/** PUT seller/goods/import/{job_id}/apply — writes an error-free job, all rows or none (the job
 * answers APPLYING; poll it until DONE or FAILED). */
export function applyGoodsImport(jobId: number): Promise<ImportJob> {
  return apiClient.put<ImportJob>(`seller/goods/import/${jobId}/apply`);
}

export function useApplyGoodsImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyGoodsImport,
    onSuccess: (job) => client.setQueryData(goodsImportKeys.job(job.job_id), job),
    // Someone else applied it, or it changed: show the job as it is now.
    onError: (_error, jobId) => client.invalidateQueries({ queryKey: goodsImportKeys.job(jobId) }),
  });
}
