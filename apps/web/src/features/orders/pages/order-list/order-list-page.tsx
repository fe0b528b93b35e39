import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../shared/components/search-box.tsx';
import { ExportButton } from '../../../../shared/export/export-button.tsx';
import { ListEmpty, ListLoadFailed } from '../../../../shared/lists/list-states.tsx';
import { TableLayout } from '../../../../shared/components/table-layout.tsx';
import { useOrderCounts } from '../../../../shared/orders/order-counts.ts';
import { useOrders } from '../../api/get-orders.ts';
import { AdvancedSearchForm } from '../../components/order-list/advanced-search-form.tsx';
import { OrderTable } from '../../components/order-list/order-table.tsx';
import { StatusTabs } from '../../components/order-list/status-tabs.tsx';
import {
  activeAdvancedCount,
  advancedOf,
  EMPTY_FILTERS,
  toListQuery,
  toListSearch,
  type OrderListFilters,
  withAdvanced,
  withKeyword,
  withTab,
} from '../../lib/list-filters.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { useOrderActions } from '../order-actions/use-order-actions.tsx';
import { useListFilters } from './use-list-filters.ts';
import { useOrderExport } from './use-order-export.ts';
import { listPagination } from '../../../../shared/lists/list-pagination.ts';
import '../../components/orders.css';

/** /order/order-list — status tabs with live counts, search, advanced filters, export, the
 * orders with their allowed actions. */
export function OrderListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters();
  // "Next page" carries the last order on screen (after_sn): the server seeks from it instead of
  // skipping every earlier row. Only for the page it was taken for; any other change pages by offset.
  const [cursor, setCursor] = useState<{ search: string; after_sn: string } | null>(null);
  const query = useMemo(() => {
    const q = toListQuery(filters);
    return cursor?.search === toListSearch(filters) ? { ...q, after_sn: cursor.after_sn } : q;
  }, [filters, cursor]);
  const orders = useOrders(query);
  const lastSn = orders.isPlaceholderData ? undefined : orders.data?.data.at(-1)?.sn;
  const changePage = (next: OrderListFilters) => {
    const isNext = next.page_no === filters.page_no + 1 && next.page_size === filters.page_size;
    setCursor(isNext && lastSn ? { search: toListSearch(next), after_sn: lastSn } : null);
    setFilters(next);
  };
  const counts = useOrderCounts();
  const exporter = useOrderExport(filters, orders.data?.data_total);
  const actions = useOrderActions();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advanced = useMemo(() => advancedOf(filters), [filters]);

  const { start } = actions;
  const onAction = useCallback((order: OrderSummary, action: OrderActionId) => start(order, action), [start]);
  const filtered = Boolean(filters.keyword) || activeAdvancedCount(advanced) > 0;

  if (orders.isError && !orders.data) {
    return (
      <ListLoadFailed query={orders} title={t('orders.list.loadFailed')} retry={t('orders.detail.retry')} />
    );
  }

  const empty = (
    <ListEmpty
      filtered={filtered}
      onClear={() => setFilters({ ...EMPTY_FILTERS, tab: filters.tab, page_size: filters.page_size })}
      labels={{
        empty: t('orders.list.empty'),
        emptyFiltered: t('orders.list.emptyFiltered'),
        clear: t('orders.list.clearFilters'),
      }}
    />
  );

  return (
    <div className="rx-orders">
      <TableLayout
        header={
          <StatusTabs
            active={filters.tab}
            counts={counts.data}
            onChange={(tab) => setFilters(withTab(filters, tab))}
          />
        }
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
        search={
          <SearchBox
            value={filters.keyword}
            placeholder={t('orders.list.searchPlaceholder')}
            labels={{ search: t('orders.list.search'), advanced: t('orders.list.advanced') }}
            onSearch={(keyword) => setFilters(withKeyword(filters, keyword))}
            activeFilters={activeAdvancedCount(advanced)}
            advancedOpen={advancedOpen}
            onAdvancedOpenChange={setAdvancedOpen}
            advanced={
              <AdvancedSearchForm
                value={advanced}
                onApply={(next) => {
                  setFilters(withAdvanced(filters, next));
                  setAdvancedOpen(false);
                }}
                onReset={() => {
                  setFilters(withAdvanced(filters, {}));
                  setAdvancedOpen(false);
                }}
              />
            }
          />
        }
        pagination={listPagination(
          filters,
          orders.data?.data_total,
          (total) => t('orders.list.total', { total }),
          changePage,
        )}
      >
        <OrderTable
          orders={orders.data?.data ?? []}
          loading={orders.isFetching}
          empty={orders.isPending ? ' ' : empty}
          onAction={onAction}
        />
      </TableLayout>
      {actions.dialog}
    </div>
  );
}
