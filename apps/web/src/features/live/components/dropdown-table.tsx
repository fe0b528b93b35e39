import { Table, type TableColumnType, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A column of numbers linking to their pages; following one closes the dropdown (`onNavigate`). */
export function linkColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  href: (sn: string) => string,
  onNavigate: () => void,
): TableColumnType<Row> {
  return {
    title,
    dataIndex,
    render: (sn: string) => (
      <Link to={href(sn)} onClick={onNavigate}>
        {sn}
      </Link>
    ),
  };
}

/** The table of a counter's dropdown: small, ten rows a page once there are more, and "nothing
 * pending" when empty. */
export function DropdownTable<Row extends object>({
  testId,
  rowKey,
  columns,
  rows,
}: {
  testId: string;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  rows: Row[];
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      data-testid={testId}
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: t('live.empty') }}
      scroll={{ x: 'max-content' }}
    />
  );
}
