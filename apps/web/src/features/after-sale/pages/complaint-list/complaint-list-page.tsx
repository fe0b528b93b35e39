import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { TimeFilterForm } from '../../../../shared/lists/time-filter-form.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useComplaints } from '../../api/get-complaints.ts';
import { ComplaintTable } from '../../components/complaint-list/complaint-table.tsx';
import { COMPLAINT_TABS, complaintList } from '../../lib/complaint-filters.ts';
import { useAfterSaleListLabels } from '../../lib/list-labels.ts';
import '../../components/after-sale.css';

/** /after-sale/complaint-list — buyers' complaints about orders: the overdue ones first in their
 * own tab, search by order number or subject, filed-time filter. */
export function ComplaintListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(complaintList);
  const query = useMemo(() => complaintList.toQuery(filters), [filters]);
  const complaints = useComplaints(query);
  const labels = useAfterSaleListLabels({
    loadFailed: t('after-sale.complaints.loadFailed'),
    searchPlaceholder: t('after-sale.complaints.searchPlaceholder'),
    empty: t('after-sale.complaints.empty'),
  });

  return (
    <ListScreen
      list={complaintList}
      filters={filters}
      setFilters={setFilters}
      result={complaints}
      labels={labels}
      tabs={(active, onChange) => (
        <CountTabs
          label={t('after-sale.complaints.tabsLabel')}
          tabs={COMPLAINT_TABS}
          active={active}
          counts={undefined}
          title={(tab) => t(`after-sale.complaints.tabs.${tab}`)}
          onChange={onChange}
          testIdPrefix="complaint-tab"
        />
      )}
      advanced={(form) => (
        <TimeFilterForm
          name="complaint-advanced-search"
          {...form}
          labels={{
            time: t('after-sale.filters.createTime'),
            startDate: t('after-sale.filters.startDate'),
            endDate: t('after-sale.filters.endDate'),
            reset: t('after-sale.filters.reset'),
            apply: t('after-sale.filters.apply'),
          }}
        />
      )}
    >
      {(view) => <ComplaintTable {...view} />}
    </ListScreen>
  );
}
