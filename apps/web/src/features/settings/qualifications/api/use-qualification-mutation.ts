import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qualificationKeys } from './qualification-keys.ts';

/** A qualification change: every qualification query (alerts included) is read again whatever the
 * answer (a 409 means someone else changed it first). */
export function useQualificationMutation<V, R = unknown>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: qualificationKeys.all }),
  });
}
