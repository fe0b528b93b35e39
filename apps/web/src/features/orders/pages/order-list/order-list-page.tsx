import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../shared/export/export-button.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useOrderCounts } from '../../../../shared/orders/order-counts.ts';
import { useOrders } from '../../api/get-orders.ts';
import { AdvancedSearchForm } from '../../components/order-list/advanced-search-form.tsx';
import { OrderTable } from '../../components/order-list/order-table.tsx';
import { StatusTabs } from '../../components/order-list/status-tabs.tsx';
import { orderList } from '../../lib/list-filters.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { useOrderActions } from '../order-actions/use-order-actions.tsx';
import { useOrderExport } from './use-order-export.ts';
import '../../components/orders.css';

/** /order/order-list — status tabs with live counts, search, advanced filters, export, the
 * orders with their allowed actions. */
export function OrderListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(orderList);
  const query = useMemo(() => orderList.toQuery(filters), [filters]);
  const orders = useOrders(query);
  const counts = useOrderCounts();
  const exporter = useOrderExport(filters, orders.data?.data_total);
  const actions = useOrderActions();
  const { start } = actions;
  const onAction = useCallback((order: OrderSummary, action: OrderActionId) => start(order, action), [start]);

  return (
    <div className="rx-orders">
      <ListScreen
        list={orderList}
        filters={filters}
        setFilters={setFilters}
        result={orders}
        labels={{
          loadFailed: t('orders.list.loadFailed'),
          retry: t('orders.detail.retry'),
          searchPlaceholder: t('orders.list.searchPlaceholder'),
          search: t('orders.list.search'),
          advanced: t('orders.list.advanced'),
          empty: t('orders.list.empty'),
          emptyFiltered: t('orders.list.emptyFiltered'),
          clear: t('orders.list.clearFilters'),
          total: (total) => t('orders.list.total', { total }),
        }}
        tabs={(active, onChange) => <StatusTabs active={active} counts={counts.data} onChange={onChange} />}
        toolbar={
          <ExportButton
            state={exporter.state}
            onExport={() => void exporter.start()}
            labels={{
              button: t('orders.export.button'),
              title: t('orders.export.title'),
              running: (size) => t('orders.export.running', { size }),
              done: (rows) => t('orders.export.done', { rows }),
            }}
          />
        }
        advanced={(form) => <AdvancedSearchForm {...form} />}
      >
        {(view) => (
          <OrderTable orders={view.rows} loading={view.loading} empty={view.empty} onAction={onAction} />
        )}
      </ListScreen>
      {actions.dialog}
    </div>
  );
}
