import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { LoadedTree } from './lazy-tree.ts';

/**
 * The loading half of a lazy cascader: `load(id)` reads one level through the query cache (so a
 * level opened twice, or in two pickers, is asked for once) and adds it to `loaded`. The top level
 * is read on mount. Feed `loaded` to lazyOptions() and `load` to the Cascader's loadData.
 */
export function useLazyTree<N, K extends QueryKey>(
  childrenQuery: (parentId: number) => FetchQueryOptions<N[], Error, N[], K>,
  rootId: number,
): { loaded: LoadedTree<N>; load: (parentId: number) => Promise<void> } {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<LoadedTree<N>>(() => new Map());

  const load = useCallback(
    async (parentId: number) => {
      let rows: readonly N[];
      try {
        rows = await queryClient.fetchQuery(childrenQuery(parentId));
      } catch {
        // The request failure is already on screen. An empty list stops the menu's spinner, and
        // opening the level again asks once more.
        rows = [];
      }
      setLoaded((m) => (m.get(parentId) === rows ? m : new Map(m).set(parentId, rows)));
    },
    [queryClient, childrenQuery],
  );

  useEffect(() => {
    void load(rootId);
  }, [load, rootId]);

  return { loaded, load };
}
