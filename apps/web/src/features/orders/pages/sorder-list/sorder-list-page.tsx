import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useSorderCounts } from '../../api/get-sorder-counts.ts';
import { useSorders } from '../../api/get-sorders.ts';
import { useSuppliers } from '../../api/get-suppliers.ts';
import { SorderSearchForm } from '../../components/sorder-list/sorder-search-form.tsx';
import { SorderTable } from '../../components/sorder-list/sorder-table.tsx';
import { SORDER_TABS, sorderList } from '../../lib/sorder-filters.ts';
import { sorderStatusLabel } from '../../lib/sorder-labels.ts';
import { useLang } from '../../lib/use-lang.ts';
import { useSorderActions } from '../sorder-actions/use-sorder-actions.tsx';
import '../../components/orders.css';

/** /order/sorder-list — drop-ship sub-orders: status tabs with counts, search by ssid / order sn /
 * supplier, time range and supplier filters, and the shop's actions allowed on each. */
export function SorderListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [filters, setFilters] = useListFilters(sorderList);
  const query = useMemo(() => sorderList.toQuery(filters), [filters]);
  const list = useSorders(query);
  const counts = useSorderCounts();
  const suppliers = useSuppliers();
  const actions = useSorderActions();
  const { start } = actions;
  const onAction = useCallback(
    (so: SorderSummary, action: SorderShopAction) => start({ ssid: so.ssid, sn: so.order_sn }, action),
    [start],
  );

  return (
    <div className="rx-orders">
      <ListScreen
        list={sorderList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={{
          loadFailed: t('orders.sorders.list.loadFailed'),
          retry: t('orders.detail.retry'),
          searchPlaceholder: t('orders.sorders.list.searchPlaceholder'),
          search: t('orders.list.search'),
          advanced: t('orders.list.advanced'),
          empty: t('orders.sorders.list.empty'),
          emptyFiltered: t('orders.sorders.list.emptyFiltered'),
          clear: t('orders.list.clearFilters'),
          total: (total) => t('orders.list.total', { total }),
        }}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('orders.sorders.list.tabs')}
            tabs={SORDER_TABS}
            active={active}
            counts={counts.data}
            title={(tab) => (tab === 'ALL' ? t('orders.sorders.list.all') : sorderStatusLabel(tab, lang))}
            onChange={onChange}
            testIdPrefix="sorder-tab"
          />
        )}
        advanced={(form) => <SorderSearchForm {...form} suppliers={suppliers.data} />}
      >
        {(view) => <SorderTable {...view} onAction={onAction} />}
      </ListScreen>
      {actions.dialog}
    </div>
  );
}
