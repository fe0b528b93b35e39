import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/** A list screen's table: named for screen readers, no paging of its own (the list screen draws
 * it), scrolled sideways past `width`, and the list's empty state in place of rows. */
export function ListTable<Row extends object>({
  label,
  rowKey,
  columns,
  width,
  rows,
  loading,
  empty,
}: {
  label: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  width: number;
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
}) {
  return (
    <Table<Row>
      aria-label={label}
      rowKey={rowKey}
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: width }}
      locale={{ emptyText: empty }}
    />
  );
}
