import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponKeys } from './coupon-keys.ts';

/** A change of a coupon or a copy: the lists are read again whatever the answer (a 409 means
 * someone else changed it first). */
export function useCouponMutation<V, R = unknown>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
