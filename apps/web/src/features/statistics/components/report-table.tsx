import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListLoadFailed } from '../../../shared/lists/list-states.tsx';

interface Props<T> {
  query: Pick<UseQueryResult<unknown>, 'isLoading' | 'isFetching' | 'isError' | 'refetch' | 'data'>;
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Accessible name (several tables on one page). */
  label: string;
  pagination?: TablePaginationConfig | false;
  summary?: () => React.ReactNode;
  onChange?: Parameters<typeof Table<T>>[0]['onChange'];
}

/** The table under a chart, with the same figures; a failed first load offers a retry. */
export function ReportTable<T extends object>({
  query,
  rows,
  columns,
  rowKey,
  label,
  pagination = false,
  summary,
  onChange,
}: Props<T>) {
  const { t } = useTranslation();
  if (query.isError && query.data === undefined)
    return <ListLoadFailed query={query} title={t('statistics.loadFailed')} retry={t('statistics.retry')} />;
  return (
    <Table<T>
      aria-label={label}
      data-testid="report-table"
      size="small"
      bordered
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={query.isFetching}
      pagination={pagination}
      summary={summary}
      onChange={onChange}
      locale={{ emptyText: t('statistics.empty') }}
      scroll={{ x: 'max-content' }}
      style={{ marginTop: 16 }}
    />
  );
}
