import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { useLang } from '../../lib/use-lang.ts';
import { orderColumns } from './order-columns.tsx';
import { ListTable } from '../../../../shared/lists/list-table.tsx';

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
    <ListTable<OrderSummary>
      label={t('orders.list.table')}
      rowKey="sn"
      columns={columns}
      width={1380}
      rows={orders}
      loading={loading}
      empty={empty}
    />
  );
}
