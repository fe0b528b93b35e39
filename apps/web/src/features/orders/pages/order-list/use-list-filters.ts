import { ORDER_LIST_PATH } from '../../../../shared/orders/order-links.ts';
import { useAddressFilters } from '../../../../shared/lists/use-address-filters.ts';
import { parseListSearch, toListSearch, type OrderListFilters } from '../../lib/list-filters.ts';

/** The order list's filters, kept in the address (?tab=…&keyword=…); see useAddressFilters for
 * why only the list's own address is read while another tab is on screen. */
export function useListFilters(): [OrderListFilters, (next: OrderListFilters) => void] {
  return useAddressFilters(ORDER_LIST_PATH, parseListSearch, toListSearch);
}
