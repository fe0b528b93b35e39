import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useRefunds } from '../../api/get-refunds.ts';
import { RefundAdvancedSearch } from '../../components/refund-list/refund-advanced-search.tsx';
import { PointRefundTable, RefundTable } from '../../components/refund-list/refund-table.tsx';
import { useAfterSaleListLabels } from '../../lib/list-labels.ts';
import { pointRefundList, REFUND_TABS, refundList } from '../../lib/refund-filters.ts';
import { useRefundActions } from './use-refund-actions.tsx';
import '../../components/after-sale.css';

/** /after-sale/refund-list — every refund (after-sale cases and cancelled orders) with its state,
 * way and amount; failed online refunds can be retried or paid offline. */
export function RefundListPage() {
  return <RefundListScreen list={refundList} />;
}

/** /pointsOrder/pointAfterSale/point-refund-list — the refunds of points orders (issue 22): cash
 * refunded and points given back. */
export function PointRefundListPage() {
  return <RefundListScreen list={pointRefundList} points />;
}

function RefundListScreen({ list, points = false }: { list: typeof refundList; points?: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(list);
  const query = useMemo(
    () => ({ ...list.toQuery(filters), ...(points ? { order_type: 'POINTS' as const } : {}) }),
    [filters, list, points],
  );
  const refunds = useRefunds(query);
  const actions = useRefundActions();
  const Table = points ? PointRefundTable : RefundTable;
  const labels = useAfterSaleListLabels({
    loadFailed: t('after-sale.refunds.loadFailed'),
    searchPlaceholder: t('after-sale.refunds.searchPlaceholder'),
    empty: t('after-sale.refunds.empty'),
  });

  return (
    <>
      <ListScreen
        list={list}
        filters={filters}
        setFilters={setFilters}
        result={refunds}
        labels={labels}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('after-sale.refunds.tabsLabel')}
            tabs={REFUND_TABS}
            active={active}
            counts={undefined}
            title={(tab) => t(`after-sale.refunds.tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="refund-tab"
          />
        )}
        advanced={(form) => <RefundAdvancedSearch {...form} />}
      >
        {(view) => (
          <Table
            rows={view.rows}
            // Not the 10 s background re-reads of refunds awaiting the provider: only a new page.
            loading={refunds.isPending || refunds.isPlaceholderData}
            onAction={actions.start}
            empty={view.empty}
          />
        )}
      </ListScreen>
      {actions.dialog}
    </>
  );
}
