import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys, type ActivityKind } from './activity-keys.ts';

export type ActivityChange =
  { id: number; action: 'delete' } | { id: number; action: 'close'; reason: string };

/** DELETE …/{id} (before the start) or POST …/{id}/close {reason} (final), for either kind. The
 * list is read again whatever the answer (a 409: it started or closed meanwhile). */
export function useActivityAction(kind: ActivityKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ActivityChange) =>
      change.action === 'delete'
        ? apiClient.delete(`${ACTIVITY_BASE[kind]}/${change.id}`)
        : apiClient.post(
            `${ACTIVITY_BASE[kind]}/${change.id}/close`,
            { reason: change.reason },
            { silent: true, json: true },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all(kind) }),
  });
}
