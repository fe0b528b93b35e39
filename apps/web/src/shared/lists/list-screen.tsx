import type { Page } from '@rxdesk/contract/common/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { SearchBox } from '../components/search-box.tsx';
import { TableLayout } from '../components/table-layout.tsx';
import type { ListFilters, ListFiltersDef } from './define-list-filters.ts';
import { listPagination } from './list-pagination.ts';
import { ListEmpty, ListLoadFailed } from './list-states.tsx';

export interface ListScreenLabels {
  loadFailed: string;
  retry: string;
  searchPlaceholder: string;
  search: string;
  advanced: string;
  empty: string;
  /** With filters in force and no rows; without it the list just says `empty`. */
  emptyFiltered?: string;
  clear?: string;
  total: (total: number) => string;
}

/** What the screen hands its table. */
export interface ListTableView<Row> {
  rows: Row[];
  /** A page is being read (the rows shown are the previous page's until it arrives). */
  loading: boolean;
  /** The table's empty state: nothing while the first page loads, then "empty" or "nothing
   * matches, clear the filters". */
  empty: ReactNode;
}

interface Props<T extends string, A extends object, Q extends object, Row> {
  list: ListFiltersDef<T, A, Q>;
  filters: ListFilters<T, A>;
  setFilters: (next: ListFilters<T, A>) => void;
  result: Pick<UseQueryResult<Page<Row>>, 'data' | 'isError' | 'isPending' | 'isFetching' | 'refetch'>;
  labels: ListScreenLabels;
  /** The status tabs, given the tab in force and how to change it. */
  tabs?: (active: T, onChange: (tab: T) => void) => ReactNode;
  /** Buttons acting on the whole list (export…). */
  toolbar?: ReactNode;
  /** The advanced-search form of the popover; no popover without it. */
  advanced?: (form: { value: A; onApply: (advanced: A) => void; onReset: () => void }) => ReactNode;
  /** The table, drawn without its own pagination. */
  children: (view: ListTableView<Row>) => ReactNode;
}

/** §2 list screen: tabs, toolbar, the search box with its advanced popover, the table, pagination
 * and the loading / empty / failed states, all driven by the list's declared filters. */
export function ListScreen<T extends string, A extends object, Q extends object, Row>({
  list,
  filters,
  setFilters,
  result,
  labels,
  tabs,
  toolbar,
  advanced,
  children,
}: Props<T, A, Q, Row>) {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedValue = useMemo(() => list.advancedOf(filters), [list, filters]);

  if (result.isError && !result.data) {
    return <ListLoadFailed query={result} title={labels.loadFailed} retry={labels.retry} />;
  }

  const applyAdvanced = (next: A) => {
    setFilters(list.withAdvanced(filters, next));
    setAdvancedOpen(false);
  };
  const empty = result.isPending ? (
    ' '
  ) : (
    <ListEmpty
      filtered={labels.emptyFiltered !== undefined && list.isFiltered(filters)}
      onClear={() => setFilters(list.cleared(filters))}
      labels={{ empty: labels.empty, emptyFiltered: labels.emptyFiltered ?? '', clear: labels.clear ?? '' }}
    />
  );

  return (
    <TableLayout
      header={tabs?.(filters.tab, (tab) => setFilters(list.withTab(filters, tab)))}
      toolbar={toolbar}
      search={
        <SearchBox
          value={filters.keyword}
          placeholder={labels.searchPlaceholder}
          labels={{ search: labels.search, advanced: labels.advanced }}
          onSearch={(keyword) => setFilters(list.withKeyword(filters, keyword))}
          activeFilters={list.advancedCount(advancedValue)}
          advancedOpen={advancedOpen}
          onAdvancedOpenChange={setAdvancedOpen}
          advanced={advanced?.({
            value: advancedValue,
            onApply: applyAdvanced,
            onReset: () => applyAdvanced({} as A),
          })}
        />
      }
      pagination={listPagination(filters, result.data?.data_total, labels.total, setFilters)}
    >
      {children({ rows: result.data?.data ?? [], loading: result.isFetching, empty })}
    </TableLayout>
  );
}
