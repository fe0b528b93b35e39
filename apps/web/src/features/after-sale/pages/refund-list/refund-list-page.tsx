import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_LIST_PATH } from '../../../../shared/after-sale/after-sale-links.ts';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { SearchBox } from '../../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../../shared/components/table-layout.tsx';
import { withFilters } from '../../../../shared/lists/list-params.ts';
import { useAddressFilters } from '../../../../shared/lists/use-address-filters.ts';
import { useRefunds } from '../../api/get-refunds.ts';
import { ListEmpty, ListLoadFailed } from '../../components/list-states.tsx';
import { RefundAdvancedSearch } from '../../components/refund-list/refund-advanced-search.tsx';
import { RefundTable } from '../../components/refund-list/refund-table.tsx';
import {
  EMPTY_REFUND_FILTERS,
  parseRefundSearch,
  REFUND_ADVANCED_KEYS,
  REFUND_TABS,
  refundAdvancedCount,
  refundAdvancedOf,
  toRefundQuery,
  toRefundSearch,
} from '../../lib/refund-filters.ts';
import { useRefundActions } from './use-refund-actions.tsx';
import { listPagination } from '../../../../shared/lists/list-pagination.ts';
import '../../components/after-sale.css';

/** /after-sale/refund-list — every refund (after-sale cases and cancelled orders) with its state,
 * way and amount; failed online refunds can be retried or paid offline. */
export function RefundListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAddressFilters(REFUND_LIST_PATH, parseRefundSearch, toRefundSearch);
  const query = useMemo(() => toRefundQuery(filters), [filters]);
  const refunds = useRefunds(query);
  const actions = useRefundActions();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advanced = useMemo(() => refundAdvancedOf(filters), [filters]);
  const filtered = Boolean(filters.keyword) || refundAdvancedCount(advanced) > 0;

  if (refunds.isError && !refunds.data) {
    return (
      <ListLoadFailed
        title={t('after-sale.refunds.loadFailed')}
        retrying={refunds.isFetching}
        onRetry={() => void refunds.refetch()}
      />
    );
  }

  return (
    <>
      <TableLayout
        header={
          <CountTabs
            label={t('after-sale.refunds.tabsLabel')}
            tabs={REFUND_TABS}
            active={filters.tab}
            counts={undefined}
            title={(tab) => t(`after-sale.refunds.tabs.${tab}`)}
            onChange={(tab) => setFilters(withFilters(filters, { tab }))}
            testIdPrefix="refund-tab"
          />
        }
        search={
          <SearchBox
            value={filters.keyword}
            placeholder={t('after-sale.refunds.searchPlaceholder')}
            labels={{ search: t('after-sale.list.search'), advanced: t('after-sale.list.advanced') }}
            onSearch={(keyword) => setFilters(withFilters(filters, { keyword }))}
            activeFilters={refundAdvancedCount(advanced)}
            advancedOpen={advancedOpen}
            onAdvancedOpenChange={setAdvancedOpen}
            advanced={
              <RefundAdvancedSearch
                value={advanced}
                onApply={(next) => {
                  setFilters(withFilters(filters, next, REFUND_ADVANCED_KEYS));
                  setAdvancedOpen(false);
                }}
                onReset={() => {
                  setFilters(withFilters(filters, {}, REFUND_ADVANCED_KEYS));
                  setAdvancedOpen(false);
                }}
              />
            }
          />
        }
        pagination={listPagination(
          filters,
          refunds.data?.data_total,
          (total) => t('after-sale.list.total', { total }),
          setFilters,
        )}
      >
        <RefundTable
          rows={refunds.data?.data ?? []}
          // Not the 10 s background re-reads of refunds awaiting the provider: only a new page.
          loading={refunds.isPending || refunds.isPlaceholderData}
          onAction={actions.start}
          empty={
            refunds.isPending ? (
              ' '
            ) : (
              <ListEmpty
                filtered={filtered}
                emptyText={t('after-sale.refunds.empty')}
                onClearFilters={() =>
                  setFilters({ ...EMPTY_REFUND_FILTERS, tab: filters.tab, page_size: filters.page_size })
                }
              />
            )
          }
        />
      </TableLayout>
      {actions.dialog}
    </>
  );
}
