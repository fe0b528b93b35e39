import type { ImportJob } from '@rxdesk/contract/goods/goods-import';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pollInterval } from '../lib/goods-import-view.ts';
import { goodsImportKeys } from './goods-import-keys.ts';

/** GET seller/goods/import/{job_id} — the job's state, progress, counts, first errors and rows. */
export function getGoodsImportJob(jobId: number): Promise<ImportJob> {
  return apiClient.get<ImportJob>(`seller/goods/import/${jobId}`);
}

/** The job, polled while it parses or applies. */
export function useGoodsImportJob(jobId: number | null) {
  const polls = useRef(0);
  return useQuery({
    queryKey: goodsImportKeys.job(jobId ?? 0),
    queryFn: () => {
      polls.current += 1;
      return getGoodsImportJob(jobId!);
    },
    enabled: jobId !== null,
    refetchInterval: (query) => pollInterval(query.state.data?.status, polls.current),
  });
}
