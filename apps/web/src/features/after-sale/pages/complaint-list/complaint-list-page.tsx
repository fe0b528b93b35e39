import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_LIST_PATH } from '../../../../shared/after-sale/after-sale-links.ts';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { SearchBox } from '../../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../../shared/components/table-layout.tsx';
import { withFilters, withoutUndefined } from '../../../../shared/lists/list-params.ts';
import { useAddressFilters } from '../../../../shared/lists/use-address-filters.ts';
import { useComplaints } from '../../api/get-complaints.ts';
import { ComplaintAdvancedSearch } from '../../components/complaint-list/complaint-advanced-search.tsx';
import { ComplaintTable } from '../../components/complaint-list/complaint-table.tsx';
import { ListEmpty, ListLoadFailed } from '../../components/list-states.tsx';
import {
  COMPLAINT_TABS,
  EMPTY_COMPLAINT_FILTERS,
  parseComplaintSearch,
  toComplaintQuery,
  toComplaintSearch,
} from '../../lib/complaint-filters.ts';
import { listPagination } from '../../../../shared/lists/list-pagination.ts';
import '../../components/after-sale.css';

const TIME_KEYS = ['start_time', 'end_time'] as const;

/** /after-sale/complaint-list — buyers' complaints about orders: the overdue ones first in their
 * own tab, search by order number or subject, filed-time filter. */
export function ComplaintListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAddressFilters(
    COMPLAINT_LIST_PATH,
    parseComplaintSearch,
    toComplaintSearch,
  );
  const query = useMemo(() => toComplaintQuery(filters), [filters]);
  const complaints = useComplaints(query);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const time = useMemo(
    () => withoutUndefined({ start_time: filters.start_time, end_time: filters.end_time }),
    [filters],
  );
  const timeFiltered = filters.start_time !== undefined || filters.end_time !== undefined;

  if (complaints.isError && !complaints.data) {
    return (
      <ListLoadFailed
        title={t('after-sale.complaints.loadFailed')}
        retrying={complaints.isFetching}
        onRetry={() => void complaints.refetch()}
      />
    );
  }

  return (
    <TableLayout
      header={
        <CountTabs
          label={t('after-sale.complaints.tabsLabel')}
          tabs={COMPLAINT_TABS}
          active={filters.tab}
          counts={undefined}
          title={(tab) => t(`after-sale.complaints.tabs.${tab}`)}
          onChange={(tab) => setFilters(withFilters(filters, { tab }))}
          testIdPrefix="complaint-tab"
        />
      }
      search={
        <SearchBox
          value={filters.keyword}
          placeholder={t('after-sale.complaints.searchPlaceholder')}
          labels={{ search: t('after-sale.list.search'), advanced: t('after-sale.list.advanced') }}
          onSearch={(keyword) => setFilters(withFilters(filters, { keyword }))}
          activeFilters={timeFiltered ? 1 : 0}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          advanced={
            <ComplaintAdvancedSearch
              value={time}
              onApply={(next) => {
                setFilters(withFilters(filters, next, TIME_KEYS));
                setAdvancedOpen(false);
              }}
              onReset={() => {
                setFilters(withFilters(filters, {}, TIME_KEYS));
                setAdvancedOpen(false);
              }}
            />
          }
        />
      }
      pagination={listPagination(
        filters,
        complaints.data?.data_total,
        (total) => t('after-sale.list.total', { total }),
        setFilters,
      )}
    >
      <ComplaintTable
        rows={complaints.data?.data ?? []}
        loading={complaints.isFetching}
        empty={
          complaints.isPending ? (
            ' '
          ) : (
            <ListEmpty
              filtered={Boolean(filters.keyword) || timeFiltered}
              emptyText={t('after-sale.complaints.empty')}
              onClearFilters={() =>
                setFilters({ ...EMPTY_COMPLAINT_FILTERS, tab: filters.tab, page_size: filters.page_size })
              }
            />
          )
        }
      />
    </TableLayout>
  );
}
