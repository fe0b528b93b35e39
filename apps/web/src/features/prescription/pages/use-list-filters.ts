import { useAddressFilters } from '../../../shared/lists/use-address-filters.ts';
import { PRESCRIPTION_LIST_PATH } from '../lib/links.ts';
import { parseListSearch, toListSearch, type RxListFilters } from '../lib/list-filters.ts';

/** The prescription list's filters, kept in the list's own address (see useAddressFilters). */
export function useListFilters(): [RxListFilters, (next: RxListFilters) => void] {
  return useAddressFilters(PRESCRIPTION_LIST_PATH, parseListSearch, toListSearch);
}
