import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { SearchBox } from '../../../../shared/components/search-box.tsx';
import { ListEmpty, ListLoadFailed } from '../../../../shared/lists/list-states.tsx';
import { TableLayout } from '../../../../shared/components/table-layout.tsx';
import { useSorderCounts } from '../../api/get-sorder-counts.ts';
import { useSorders } from '../../api/get-sorders.ts';
import { useSuppliers } from '../../api/get-suppliers.ts';
import { SorderSearchForm } from '../../components/sorder-list/sorder-search-form.tsx';
import { SorderTable } from '../../components/sorder-list/sorder-table.tsx';
import {
  activeSorderAdvanced,
  EMPTY_SORDER_FILTERS,
  SORDER_TABS,
  sorderAdvancedOf,
  toSorderQuery,
  withSorderAdvanced,
  withSorderKeyword,
  withSorderTab,
} from '../../lib/sorder-filters.ts';
import { sorderStatusLabel } from '../../lib/sorder-labels.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useSorderActions } from '../sorder-actions/use-sorder-actions.tsx';
import { useSorderFilters } from './use-sorder-filters.ts';
import { listPagination } from '../../../../shared/lists/list-pagination.ts';
import '../../components/orders.css';

/** /order/sorder-list — drop-ship sub-orders: status tabs with counts, search by ssid / order sn /
 * supplier, time range and supplier filters, and the shop's actions allowed on each. */
export function SorderListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filters, setFilters] = useSorderFilters();
  const query = useMemo(() => toSorderQuery(filters), [filters]);
  const list = useSorders(query);
  const counts = useSorderCounts();
  const suppliers = useSuppliers();
  const actions = useSorderActions();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advanced = useMemo(() => sorderAdvancedOf(filters), [filters]);
  const { start } = actions;
  const onAction = useCallback(
    (so: SorderSummary, action: SorderShopAction) => start({ ssid: so.ssid, sn: so.order_sn }, action),
    [start],
  );
  const filtered = Boolean(filters.keyword) || activeSorderAdvanced(advanced) > 0;

  if (list.isError && !list.data) {
    return (
      <ListLoadFailed
        query={list}
        title={t('orders.sorders.list.loadFailed')}
        retry={t('orders.detail.retry')}
      />
    );
  }

  const empty = (
    <ListEmpty
      filtered={filtered}
      onClear={() => setFilters({ ...EMPTY_SORDER_FILTERS, tab: filters.tab, page_size: filters.page_size })}
      labels={{
        empty: t('orders.sorders.list.empty'),
        emptyFiltered: t('orders.sorders.list.emptyFiltered'),
        clear: t('orders.list.clearFilters'),
      }}
    />
  );

  return (
    <div className="rx-orders">
      <TableLayout
        header={
          <CountTabs
            label={t('orders.sorders.list.tabs')}
            tabs={SORDER_TABS}
            active={filters.tab}
            counts={counts.data}
            title={(tab) => (tab === 'ALL' ? t('orders.sorders.list.all') : sorderStatusLabel(tab, lang))}
            onChange={(tab) => setFilters(withSorderTab(filters, tab))}
            testIdPrefix="sorder-tab"
          />
        }
        search={
          <SearchBox
            value={filters.keyword}
            placeholder={t('orders.sorders.list.searchPlaceholder')}
            labels={{ search: t('orders.list.search'), advanced: t('orders.list.advanced') }}
            onSearch={(keyword) => setFilters(withSorderKeyword(filters, keyword))}
            activeFilters={activeSorderAdvanced(advanced)}
            advancedOpen={advancedOpen}
            onAdvancedOpenChange={setAdvancedOpen}
            advanced={
              <SorderSearchForm
                value={advanced}
                suppliers={suppliers.data}
                onApply={(next) => {
                  setFilters(withSorderAdvanced(filters, next));
                  setAdvancedOpen(false);
                }}
                onReset={() => {
                  setFilters(withSorderAdvanced(filters, {}));
                  setAdvancedOpen(false);
                }}
              />
            }
          />
        }
        pagination={listPagination(
          filters,
          list.data?.data_total,
          (total) => t('orders.list.total', { total }),
          setFilters,
        )}
      >
        <SorderTable
          rows={list.data?.data ?? []}
          loading={list.isFetching}
          empty={list.isPending ? ' ' : empty}
          onAction={onAction}
        />
      </TableLayout>
      {actions.dialog}
    </div>
  );
}
