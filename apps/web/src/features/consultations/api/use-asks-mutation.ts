import { CONSULTATIONS_QUERY_ROOT } from '../../../shared/consultations/ask-counts.ts';
import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';

/** Every consultation action: on success, and on 409 (another clerk got there first), the list
 * and the counts (tabs, dashboard) are read again. */
export function useAsksMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(mutationFn, [CONSULTATIONS_QUERY_ROOT]);
}
