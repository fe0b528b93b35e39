import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from './comment-keys.ts';

/** A change of a comment: the list and the rating figures are read again whatever the answer
 * (a 409 means someone else changed it first). */
export function useCommentMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}
