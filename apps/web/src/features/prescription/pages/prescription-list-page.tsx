import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/components/search-box.tsx';
import { ListEmpty, ListLoadFailed } from '../../../shared/lists/list-states.tsx';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { usePharmacists } from '../api/get-pharmacists.ts';
import { usePrescriptionOrders } from '../api/get-prescription-orders.ts';
import { ListSearchForm } from '../components/list-search-form.tsx';
import { PrescriptionTable } from '../components/prescription-table.tsx';
import {
  activeAdvancedCount,
  advancedOf,
  EMPTY_FILTERS,
  STATE_TABS,
  toListQuery,
  withAdvanced,
  withKeyword,
  withTab,
  type StateTab,
} from '../lib/list-filters.ts';
import { useRemind } from '../lib/use-remind.ts';
import { useListFilters } from './use-list-filters.ts';
import { usePrescriptionExport } from './use-prescription-export.ts';
import { listPagination } from '../../../shared/lists/list-pagination.ts';

/** /prescription/prescriptionOrderList — state tabs, search, advanced filters, export, and the
 * prescription orders with every §2 column and their actions. */
export function PrescriptionListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters();
  const query = useMemo(() => toListQuery(filters), [filters]);
  const list = usePrescriptionOrders(query);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const pharmacists = usePharmacists(advancedOpen || filters.pharmacist_id !== undefined);
  const exporter = usePrescriptionExport(filters, list.data?.data_total);
  const remind = useRemind();
  const advanced = useMemo(() => advancedOf(filters), [filters]);
  const filtered = Boolean(filters.keyword) || activeAdvancedCount(advanced) > 0;

  if (list.isError && !list.data) {
    return (
      <ListLoadFailed query={list} title={t('prescription.list.loadFailed')} retry={t('common.retry')} />
    );
  }

  const empty = (
    <ListEmpty
      filtered={filtered}
      onClear={() => setFilters({ ...EMPTY_FILTERS, tab: filters.tab, page_size: filters.page_size })}
      labels={{
        empty: t('prescription.list.empty'),
        emptyFiltered: t('prescription.list.emptyFiltered'),
        clear: t('prescription.list.clearFilters'),
      }}
    />
  );

  return (
    <TableLayout
      header={
        <Tabs
          aria-label={t('prescription.list.stateTabs')}
          activeKey={filters.tab}
          onChange={(key) => setFilters(withTab(filters, key as StateTab))}
          items={STATE_TABS.map((tab) => ({
            key: tab,
            label: <span data-testid={`rx-tab-${tab}`}>{t(`prescription.tabs.${tab}`)}</span>,
          }))}
        />
      }
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
      search={
        <SearchBox
          value={filters.keyword}
          placeholder={t('prescription.list.searchPlaceholder')}
          labels={{ search: t('prescription.list.search'), advanced: t('prescription.list.advanced') }}
          onSearch={(keyword) => setFilters(withKeyword(filters, keyword))}
          activeFilters={activeAdvancedCount(advanced)}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          advanced={
            <ListSearchForm
              value={advanced}
              pharmacists={pharmacists.data}
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
        list.data?.data_total,
        (total) => t('prescription.list.total', { total }),
        setFilters,
      )}
    >
      <PrescriptionTable
        rows={list.data?.data ?? []}
        loading={list.isFetching}
        empty={list.isPending ? ' ' : empty}
        label={t('prescription.list.table')}
        onRemind={remind}
      />
    </TableLayout>
  );
}
