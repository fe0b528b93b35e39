import type { ControlOrderRow } from '@rxdesk/contract/drug-control/drug-control';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { TimeFilterForm } from '../../../shared/lists/time-filter-form.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useControlOrders } from '../api/get-control-orders.ts';
import { controlOrderColumns } from '../components/control-order-columns.tsx';
import { controlOrderList } from '../lib/control-order-filters.ts';
import { ListTable } from '../../../shared/lists/list-table.tsx';

/** /control/controlOrder — every sale of restricted goods with its registered buyer and the
 * limit check; searchable by order, buyer name, national ID or phone, and by time. */
export function ControlOrderListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(controlOrderList);
  const query = useMemo(() => controlOrderList.toQuery(filters), [filters]);
  const orders = useControlOrders(query);
  const columns = useMemo(() => controlOrderColumns(t, { link: true }), [t]);

  return (
    <ListScreen
      list={controlOrderList}
      filters={filters}
      setFilters={setFilters}
      result={orders}
      labels={{
        loadFailed: t('drug-control.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('drug-control.orders.searchPlaceholder'),
        search: t('drug-control.search'),
        advanced: t('drug-control.advanced'),
        empty: t('drug-control.orders.empty'),
        total: (total) => t('drug-control.total', { total }),
      }}
      advanced={(form) => (
        <TimeFilterForm
          name="control-order-search"
          {...form}
          labels={{
            time: t('drug-control.orders.time'),
            startDate: t('drug-control.orders.startDate'),
            endDate: t('drug-control.orders.endDate'),
            reset: t('drug-control.reset'),
            apply: t('drug-control.search'),
          }}
        />
      )}
    >
      {(view) => (
        <ListTable<ControlOrderRow>
          label={t('drug-control.orders.table')}
          rowKey="id"
          columns={columns}
          width={1400}
          rows={view.rows}
          loading={view.loading}
          empty={view.empty}
        />
      )}
    </ListScreen>
  );
}
