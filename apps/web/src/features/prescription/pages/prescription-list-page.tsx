import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { usePrescriptionOrders } from '../api/get-prescription-orders.ts';
import { ListSearchForm } from '../components/list-search-form.tsx';
import { PrescriptionTable } from '../components/prescription-table.tsx';
import { prescriptionList, STATE_TABS } from '../lib/list-filters.ts';
import { useRemind } from '../lib/use-remind.ts';
import { usePrescriptionExport } from './use-prescription-export.ts';

/** /prescription/prescriptionOrderList — state tabs, search, advanced filters, export, and the
 * prescription orders with every §2 column and their actions. */
export function PrescriptionListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(prescriptionList);
  const query = useMemo(() => prescriptionList.toQuery(filters), [filters]);
  const list = usePrescriptionOrders(query);
  const exporter = usePrescriptionExport(filters, list.data?.data_total);
  const remind = useRemind();

  return (
    <ListScreen
      list={prescriptionList}
      filters={filters}
      setFilters={setFilters}
      result={list}
      labels={{
        loadFailed: t('prescription.list.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('prescription.list.searchPlaceholder'),
        search: t('prescription.list.search'),
        advanced: t('prescription.list.advanced'),
        empty: t('prescription.list.empty'),
        emptyFiltered: t('prescription.list.emptyFiltered'),
        clear: t('prescription.list.clearFilters'),
        total: (total) => t('prescription.list.total', { total }),
      }}
      tabs={(active, onChange) => (
        <Tabs
          aria-label={t('prescription.list.stateTabs')}
          activeKey={active}
          onChange={(key) => onChange(key as typeof active)}
          items={STATE_TABS.map((tab) => ({
            key: tab,
            label: <span data-testid={`rx-tab-${tab}`}>{t(`prescription.tabs.${tab}`)}</span>,
          }))}
        />
      )}
      toolbar={
        <ExportButton
          state={exporter.state}
          onExport={() => void exporter.start()}
          labels={{
            button: t('prescription.export.button'),
            title: t('prescription.export.title'),
            running: (size) => t('prescription.export.running', { size }),
            done: (rows) => t('prescription.export.done', { rows }),
          }}
        />
      }
      advanced={(form) => <ListSearchForm {...form} />}
    >
      {(view) => (
        <PrescriptionTable
          rows={view.rows}
          loading={view.loading}
          empty={view.empty}
          label={t('prescription.list.table')}
          onRemind={remind}
        />
      )}
    </ListScreen>
  );
}
