import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZES, withPage, type Paging } from './list-params.ts';

/**
 * The pagination every list screen shows under its table: page and size from the filters kept in
 * the address, the page sizes the server keeps prepared statements for (PAGE_SIZES, contract), the
 * total in the screen's own words. A change writes page and size back; a new size restarts at
 * page 1 (withPage).
 */
export function listPagination<F extends Paging>(
  filters: F,
  total: number | undefined,
  showTotal: (total: number) => string,
  setFilters: (next: F) => void,
): TablePaginationConfig {
  return {
    current: filters.page_no,
    pageSize: filters.page_size,
    total: total ?? 0,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal,
    onChange: (page, size) => setFilters(withPage(filters, page, size)),
  };
}
