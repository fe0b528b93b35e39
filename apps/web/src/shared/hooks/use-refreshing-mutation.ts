import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { httpStatusOf } from '../http/error-message.ts';

/**
 * An action's mutation: on success — and on 409, where someone else (the buyer, a supplier, the
 * payment provider, another clerk) changed the record meanwhile — every query under `roots` is
 * read again, so the screen shows what is true now and only the actions allowed now.
 */
export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  roots: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (httpStatusOf(error) === 409) void refresh();
    },
  });
}
