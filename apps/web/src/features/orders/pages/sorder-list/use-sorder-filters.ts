import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SORDER_LIST_PATH } from '../../lib/sorder-links.ts';
import { parseSorderSearch, toSorderSearch, type SorderFilters } from '../../lib/sorder-filters.ts';

/** The list's filters, kept in the address. The page stays mounted (hidden) while another tab is
 * on screen, and then the address belongs to that page: only the list's own address is read. */
export function useSorderFilters(): [SorderFilters, (next: SorderFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.pathname === SORDER_LIST_PATH ? location.search : '');
  if (location.pathname === SORDER_LIST_PATH && location.search !== search) setSearch(location.search);
  const filters = parseSorderSearch(new URLSearchParams(search));
  const update = (next: SorderFilters) => {
    const query = toSorderSearch(next);
    void navigate({ pathname: SORDER_LIST_PATH, search: query ? `?${query}` : '' });
  };
  return [filters, update];
}
