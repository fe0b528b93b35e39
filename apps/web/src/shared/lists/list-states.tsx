import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result } from 'antd';

/** A list whose first load failed (nothing to show yet): a warning with a retry. */
export function ListLoadFailed({
  query,
  title,
  retry,
}: {
  query: Pick<UseQueryResult<unknown>, 'isFetching' | 'refetch'>;
  title: string;
  retry: string;
}) {
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retry}
        </Button>
      }
    />
  );
}

/** A list's empty table: with filters in force it says so and offers to clear them (the tab and
 * page size stay); without, the list is simply empty. */
export function ListEmpty({
  filtered,
  onClear,
  labels,
}: {
  filtered: boolean;
  onClear: () => void;
  labels: { empty: string; emptyFiltered: string; clear: string };
}) {
  return filtered ? (
    <Empty description={labels.emptyFiltered}>
      <Button onClick={onClear}>{labels.clear}</Button>
    </Empty>
  ) : (
    <Empty description={labels.empty} />
  );
}
