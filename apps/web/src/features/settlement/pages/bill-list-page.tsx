// The settlement messages (server refusals), registered with this lazy chunk.
import '@rxdesk/contract/settlement/settlement-messages';
import type { Bill } from '@rxdesk/contract/settlement/settlement';
import { Alert, Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { ListTable } from '../../../shared/lists/list-table.tsx';
import { TimeFilterForm } from '../../../shared/lists/time-filter-form.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useBills } from '../api/get-bills.ts';
import { billColumns } from '../components/bill-columns.tsx';
import { BILL_TABS, billList } from '../lib/bill-filters.ts';

/** /settlement/settlement-list — the shop's bills, newest period first: state tabs, bill number,
 * period filter; the header shows the platform's terms (read-only). */
export function BillListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(billList);
  const query = useMemo(() => billList.toQuery(filters), [filters]);
  const bills = useBills(query);
  const columns = useMemo(() => billColumns(t), [t]);
  const terms = bills.data?.terms;

  return (
    <div data-testid="bill-list-page">
      {terms && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          data-testid="settlement-terms"
          message={t('settlement.terms', {
            rate: terms.commission_bp / 100,
            days: terms.settle_days.join('、'),
          })}
        />
      )}
      <ListScreen
        list={billList}
        filters={filters}
        setFilters={setFilters}
        result={bills}
        labels={{
          loadFailed: t('settlement.loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: t('settlement.searchPlaceholder'),
          search: t('settlement.search'),
          advanced: t('settlement.advanced'),
          empty: t('settlement.empty'),
          emptyFiltered: t('settlement.emptyFiltered'),
          clear: t('settlement.clear'),
          total: (total) => t('settlement.total', { total }),
        }}
        tabs={(active, onChange) => (
          <Tabs
            activeKey={active}
            onChange={(key) => onChange(key as (typeof BILL_TABS)[number])}
            items={BILL_TABS.map((tab) => ({ key: tab, label: t(`settlement.tabs.${tab}`) }))}
          />
        )}
        advanced={(form) => (
          <TimeFilterForm
            name="bill-search"
            {...form}
            labels={{
              time: t('settlement.periodTime'),
              startDate: t('settlement.startDate'),
              endDate: t('settlement.endDate'),
              reset: t('settlement.reset'),
              apply: t('settlement.search'),
            }}
          />
        )}
      >
        {(view) => (
          <ListTable<Bill>
            label={t('settlement.table')}
            rowKey="sn"
            columns={columns}
            width={1160}
            rows={view.rows}
            loading={view.loading}
            empty={view.empty}
          />
        )}
      </ListScreen>
    </div>
  );
}
