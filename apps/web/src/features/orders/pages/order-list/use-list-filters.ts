import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ORDER_LIST_PATH } from '../../../../shared/orders/order-links.ts';
import { parseListSearch, toListSearch, type OrderListFilters } from '../../lib/list-filters.ts';

/**
 * The list's filters, kept in the address (?tab=…&keyword=…). The page stays mounted (hidden)
 * while another tab is on screen, and then the address belongs to that other page: so only an
 * address of the list itself is read, and the last one is remembered meanwhile.
 */
export function useListFilters(): [OrderListFilters, (next: OrderListFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.pathname === ORDER_LIST_PATH ? location.search : '');
  if (location.pathname === ORDER_LIST_PATH && location.search !== search) setSearch(location.search);

  const filters = parseListSearch(new URLSearchParams(search));
  const update = (next: OrderListFilters) => {
    const query = toListSearch(next);
    void navigate({ pathname: ORDER_LIST_PATH, search: query ? `?${query}` : '' });
  };
  return [filters, update];
}
