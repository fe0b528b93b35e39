import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props<T> {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A side panel's own loading and error states, so one failed panel leaves the rest usable. */
export function SectionState<T>({ query, rows = 2, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('orders.detail.sectionFailed')}
        style={{ padding: 8 }}
        extra={
          <Button size="small" loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('orders.detail.retry')}
          </Button>
        }
      />
    );
  }
  return <Skeleton active paragraph={{ rows }} />;
}
