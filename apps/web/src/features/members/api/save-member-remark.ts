import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { memberKeys } from './member-keys.ts';

/** PUT seller/members/{member_id}/remark — plain text, logged with before/after. */
export function saveMemberRemark({ id, remark }: { id: number; remark: string }): Promise<unknown> {
  return apiClient.put(`seller/members/${id}/remark`, { remark });
}

export function useSaveMemberRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemberRemark,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
