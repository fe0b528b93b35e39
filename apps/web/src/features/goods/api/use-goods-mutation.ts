import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';
import { GOODS_ROOT } from './goods-keys.ts';

/**
 * Every goods action's mutation: on success — and on 409, where another clerk or the reviewer
 * changed the item meanwhile — every goods query is read again, so the lists show each row's
 * state and allowed actions as they are now.
 */
export function useGoodsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(mutationFn, [GOODS_ROOT]);
}
