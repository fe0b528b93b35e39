import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sorderColumns } from './sorder-columns.tsx';

interface Props {
  rows: SorderSummary[];
  loading: boolean;
  empty: ReactNode;
  onAction: (so: SorderSummary, action: SorderShopAction) => void;
}

/** The sub-order rows; paging is drawn by the surrounding table layout. */
export function SorderTable({ rows, loading, empty, onAction }: Props) {
  const { t } = useTranslation();
  const columns = useMemo(() => sorderColumns(t, onAction), [t, onAction]);
  return (
    <Table<SorderSummary>
      aria-label={t('orders.sorders.list.table')}
      rowKey="ssid"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1520 }}
      locale={{ emptyText: empty }}
    />
  );
}
