import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list's filters kept in the address of `path` (?tab=…&keyword=…). The page stays mounted
 * (hidden) while another tab is on screen, and then the address belongs to that other page: so
 * only an address of the list itself is read, and the last one is remembered meanwhile.
 */
export function useAddressFilters<F>(
  path: string,
  parse: (search: URLSearchParams) => F,
  serialize: (filters: F) => string,
): [F, (next: F) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.pathname === path ? location.search : '');
  if (location.pathname === path && location.search !== search) setSearch(location.search);

  // One object per address, so queries and memos built on the filters stay stable.
  const filters = useMemo(() => parse(new URLSearchParams(search)), [parse, search]);
  const update = (next: F) => {
    const query = serialize(next);
    void navigate({ pathname: path, search: query ? `?${query}` : '' });
  };
  return [filters, update];
}
