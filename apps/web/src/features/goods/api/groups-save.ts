import type { GroupBody } from '@rxdesk/contract/goods/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { groupsKeys } from './groups-keys.ts';

/** POST seller/shops/cats (no id) or PUT seller/shops/cats/{cat_id}. Silent: the dialog puts
 * field errors (a name taken, a parent refused) under their fields. */
export function saveGroup(input: GroupBody & { cat_id?: number }): Promise<unknown> {
  const { cat_id, ...body } = input;
  return cat_id
    ? apiClient.put(`seller/shops/cats/${cat_id}`, body, { silent: true })
    : apiClient.post('seller/shops/cats', body, { silent: true });
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }),
  });
}
