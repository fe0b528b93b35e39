import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { httpStatusOf } from '../http/error-message.ts';

export interface DetailFallbackLabels {
  notFound: string;
  loadFailed: string;
  back: string;
  /** Without it the page offers no retry button (only the way back). */
  retry?: string;
}

/** What a detail page shows while its query is loading or after it failed: a skeleton, then a
 * 404 result for a missing (or other shop's) record, otherwise a warning with retry; both lead
 * back to `backTo`. Callers return it when `isPending || isError`, so the rest sees the data. */
export function DetailFallback({
  query,
  rows,
  labels,
  backTo,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  rows: number;
  labels: DetailFallbackLabels;
  backTo: string;
}) {
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    );
  }
  const missing = httpStatusOf(query.error) === 404;
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? labels.notFound : labels.loadFailed}
      extra={[
        !missing && labels.retry !== undefined && (
          <Button key="retry" type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {labels.retry}
          </Button>
        ),
        <Button key="back" onClick={() => void navigate(backTo)}>
          {labels.back}
        </Button>,
      ]}
    />
  );
}
