import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterSaleCounts } from '../../../../shared/after-sale/after-sale-counts.ts';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useAfterSales } from '../../api/get-after-sales.ts';
import { CaseAdvancedSearch } from '../../components/case-list/case-advanced-search.tsx';
import { CaseTable, PointCaseTable } from '../../components/case-list/case-table.tsx';
import { CASE_TABS, caseList, pointCaseList } from '../../lib/case-filters.ts';
import { useAfterSaleListLabels } from '../../lib/list-labels.ts';
import '../../components/after-sale.css';

/** /after-sale/service-list — status tabs with counts (and the cases waiting for the shop),
 * search by case / order number or buyer, type and apply-time filters, the cases. */
export function ServiceListPage() {
  return <ServiceListScreen list={caseList} />;
}

/** /pointsOrder/pointAfterSale/point-service-list — the cases of points orders (issue 22). The tab
 * counters cover every case, so this list shows none. */
export function PointServiceListPage() {
  return <ServiceListScreen list={pointCaseList} points />;
}

function ServiceListScreen({ list, points = false }: { list: typeof caseList; points?: boolean }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(list);
  const query = useMemo(
    () => ({ ...list.toQuery(filters), ...(points ? { order_type: 'POINTS' as const } : {}) }),
    [filters, list, points],
  );
  const cases = useAfterSales(query);
  const counts = useAfterSaleCounts();
  const labels = useAfterSaleListLabels({
    loadFailed: t('after-sale.list.loadFailed'),
    searchPlaceholder: t('after-sale.list.searchPlaceholder'),
    empty: t('after-sale.list.empty'),
  });

  return (
    <ListScreen
      list={list}
      filters={filters}
      setFilters={setFilters}
      result={cases}
      labels={labels}
      tabs={(active, onChange) => (
        <CountTabs
          label={t('after-sale.tabs.label')}
          tabs={CASE_TABS}
          active={active}
          counts={points ? undefined : counts.data}
          title={(tab) => t(`after-sale.tabs.${tab}`)}
          onChange={onChange}
          testIdPrefix="case-tab"
        />
      )}
      advanced={(form) => <CaseAdvancedSearch {...form} />}
    >
      {(view) => (points ? <PointCaseTable {...view} /> : <CaseTable {...view} />)}
    </ListScreen>
  );
}
