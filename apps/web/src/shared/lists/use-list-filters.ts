import type { ListFilters, ListFiltersDef } from './define-list-filters.ts';
import { useAddressFilters } from './use-address-filters.ts';

/** A declared list's filters, kept in the list's own address (see useAddressFilters). */
export function useListFilters<T extends string, A extends object, Q extends object>(
  list: ListFiltersDef<T, A, Q>,
): [ListFilters<T, A>, (next: ListFilters<T, A>) => void] {
  return useAddressFilters(list.path, list.parse, list.toSearch);
}
