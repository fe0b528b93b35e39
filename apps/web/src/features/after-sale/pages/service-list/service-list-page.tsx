import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSaleCounts } from '../../../../shared/after-sale/after-sale-counts.ts';
import { SERVICE_LIST_PATH } from '../../../../shared/after-sale/after-sale-links.ts';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { SearchBox } from '../../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../../shared/components/table-layout.tsx';
import { useAddressFilters } from '../../../../shared/lists/use-address-filters.ts';
import { withFilters } from '../../../../shared/lists/list-params.ts';
import { useAfterSales } from '../../api/get-after-sales.ts';
import { CaseAdvancedSearch } from '../../components/case-list/case-advanced-search.tsx';
import { CaseTable } from '../../components/case-list/case-table.tsx';
import { ListEmpty, ListLoadFailed } from '../../components/list-states.tsx';
import {
  CASE_ADVANCED_KEYS,
  CASE_TABS,
  caseAdvancedCount,
  caseAdvancedOf,
  EMPTY_CASE_FILTERS,
  parseCaseSearch,
  toCaseQuery,
  toCaseSearch,
} from '../../lib/case-filters.ts';
import { listPagination } from '../../../../shared/lists/list-pagination.ts';
import '../../components/after-sale.css';

/** /after-sale/service-list — status tabs with counts (and the cases waiting for the shop),
 * search by case / order number or buyer, type and apply-time filters, the cases. */
export function ServiceListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAddressFilters(SERVICE_LIST_PATH, parseCaseSearch, toCaseSearch);
  const query = useMemo(() => toCaseQuery(filters), [filters]);
  const cases = useAfterSales(query);
  const counts = useAfterSaleCounts();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advanced = useMemo(() => caseAdvancedOf(filters), [filters]);
  const filtered = Boolean(filters.keyword) || caseAdvancedCount(advanced) > 0;

  if (cases.isError && !cases.data) {
    return (
      <ListLoadFailed
        title={t('after-sale.list.loadFailed')}
        retrying={cases.isFetching}
        onRetry={() => void cases.refetch()}
      />
    );
  }

  return (
    <TableLayout
      header={
        <CountTabs
          label={t('after-sale.tabs.label')}
          tabs={CASE_TABS}
          active={filters.tab}
          counts={counts.data}
          title={(tab) => t(`after-sale.tabs.${tab}`)}
          onChange={(tab) => setFilters(withFilters(filters, { tab }))}
          testIdPrefix="case-tab"
        />
      }
      search={
        <SearchBox
          value={filters.keyword}
          placeholder={t('after-sale.list.searchPlaceholder')}
          labels={{ search: t('after-sale.list.search'), advanced: t('after-sale.list.advanced') }}
          onSearch={(keyword) => setFilters(withFilters(filters, { keyword }))}
          activeFilters={caseAdvancedCount(advanced)}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          advanced={
            <CaseAdvancedSearch
              value={advanced}
              onApply={(next) => {
                setFilters(withFilters(filters, next, CASE_ADVANCED_KEYS));
                setAdvancedOpen(false);
              }}
              onReset={() => {
                setFilters(withFilters(filters, {}, CASE_ADVANCED_KEYS));
                setAdvancedOpen(false);
              }}
            />
          }
        />
      }
      pagination={listPagination(
        filters,
        cases.data?.data_total,
        (total) => t('after-sale.list.total', { total }),
        setFilters,
      )}
    >
      <CaseTable
        rows={cases.data?.data ?? []}
        loading={cases.isFetching}
        empty={
          cases.isPending ? (
            ' '
          ) : (
            <ListEmpty
              filtered={filtered}
              emptyText={t('after-sale.list.empty')}
              onClearFilters={() =>
                setFilters({ ...EMPTY_CASE_FILTERS, tab: filters.tab, page_size: filters.page_size })
              }
            />
          )
        }
      />
    </TableLayout>
  );
}
