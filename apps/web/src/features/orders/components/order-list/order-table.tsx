import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { useLang } from '../../lib/use-lang.ts';
import { orderColumns } from './order-columns.tsx';

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  /** Shown in place of rows when there are none (empty list or no match). */
  empty: ReactNode;
  onAction: (order: OrderSummary, action: OrderActionId) => void;
}

/** The order rows; paging is drawn by the surrounding table layout. */
export function OrderTable({ orders, loading, empty, onAction }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(() => orderColumns(t, lang, onAction), [t, lang, onAction]);
  return (
    <Table<OrderSummary>
      aria-label={t('orders.list.table')}
      rowKey="sn"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={false}
      scroll={{ x: 1380 }}
      locale={{ emptyText: empty }}
    />
  );
}
