import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import type { OrderType } from '@rxdesk/contract/orders/order-enums';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../shared/export/export-button.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useOrderCounts } from '../../../../shared/orders/order-counts.ts';
import { useOrders } from '../../api/get-orders.ts';
import { OrderTable } from '../../components/order-list/order-table.tsx';
import { StatusTabs } from '../../components/order-list/status-tabs.tsx';
import { orderList, pointsOrderList } from '../../lib/list-filters.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import { useOrderActions } from '../order-actions/use-order-actions.tsx';
import { useOrderExport } from './use-order-export.ts';
import '../../components/orders.css';

// The advanced form (date range pickers and selects) is fetched when its popover first opens.
const AdvancedSearchForm = lazy(async () => ({
  default: (await import('../../components/order-list/advanced-search-form.tsx')).AdvancedSearchForm,
}));
// 批量电子面单 (issue 23) is fetched when first opened.
const WaybillBatchDialog = lazy(async () => ({
  default: (await import('../../components/waybill-batch/waybill-batch-dialog.tsx')).WaybillBatchDialog,
}));

/** /order/order-list — status tabs with live counts, search, advanced filters, export, the
 * orders with their allowed actions. */
export function OrderListPage() {
  return <OrderListScreen list={orderList} />;
}

/** /pointsOrder/pointsOrder-list — the points mall's orders (issue 22): the same list, screen and
 * actions (they ship in the same flow), narrowed to POINTS orders. The tab counters and the export
 * cover every order, so this list shows neither. */
export function PointsOrderListPage() {
  return <OrderListScreen list={pointsOrderList} orderType="POINTS" />;
}

function OrderListScreen({ list, orderType }: { list: typeof orderList; orderType?: OrderType }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(list);
  // "Next page" carries the last order on screen (after_sn): the server seeks from it instead of
  // skipping every earlier row. Only for the page it was taken for; any other change pages by offset.
  const [cursor, setCursor] = useState<{ search: string; after_sn: string } | null>(null);
  const query = useMemo(() => {
    const q = { ...list.toQuery(filters), ...(orderType ? { order_type: orderType } : {}) };
    return cursor?.search === list.toSearch(filters) ? { ...q, after_sn: cursor.after_sn } : q;
  }, [filters, cursor, list, orderType]);
  const orders = useOrders(query);
  const lastSn = orders.isPlaceholderData ? undefined : orders.data?.data.at(-1)?.sn;
  const changeFilters = (next: typeof filters) => {
    const isNext = next.page_no === filters.page_no + 1 && next.page_size === filters.page_size;
    setCursor(isNext && lastSn ? { search: list.toSearch(next), after_sn: lastSn } : null);
    setFilters(next);
  };
  const counts = useOrderCounts();
  const exporter = useOrderExport(filters, orders.data?.data_total);
  const actions = useOrderActions();
  const { start } = actions;
  const onAction = useCallback((order: OrderSummary, action: OrderActionId) => start(order, action), [start]);
  const [selected, setSelected] = useState<string[]>([]);
  const [batchOpen, setBatchOpen] = useState(false);

  return (
    <div className="rx-orders">
      <ListScreen
        list={list}
        filters={filters}
        setFilters={changeFilters}
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
        tabs={(active, onChange) => (
          <StatusTabs active={active} counts={orderType ? undefined : counts.data} onChange={onChange} />
        )}
        toolbar={
          orderType ? undefined : (
            <Space>
              <Button
                disabled={!selected.length}
                title={t('orders.waybill.selectFirst')}
                onClick={() => setBatchOpen(true)}
              >
                {t('orders.waybill.batchButton')}
              </Button>
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
            </Space>
          )
        }
        advanced={(form) => (
          <Suspense fallback={<Spin />}>
            <AdvancedSearchForm {...form} />
          </Suspense>
        )}
      >
        {(view) => (
          <OrderTable
            {...view}
            onAction={onAction}
            rowSelection={
              orderType
                ? undefined
                : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            }
          />
        )}
      </ListScreen>
      {actions.dialog}
      {batchOpen && (
        <Suspense fallback={null}>
          <WaybillBatchDialog
            sns={selected}
            open={batchOpen}
            onClose={() => {
              setBatchOpen(false);
              setSelected([]);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
