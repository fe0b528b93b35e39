import type { Store, StoreInput } from '@rxdesk/contract/settings/stores';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationKeys } from '../../../../shared/components/organization-picker/api/get-organization-tree.ts';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { storeKeys } from './store-keys.ts';

function useStoreMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]),
  });
}

/** POST seller/stores / PUT seller/stores/{id} (JSON). Silent: the dialog shows a refusal under its field. */
export const saveStore = ({ id, body }: { id: number | null; body: StoreInput }) =>
  id === null
    ? apiClient.post<Store>('seller/stores', body, { silent: true, json: true })
    : apiClient.put<Store>(`seller/stores/${id}`, body, { silent: true, json: true });
export const useSaveStore = () => useStoreMutation(saveStore);

/** DELETE seller/stores/{id} — refused (409) while the store has orders. */
export const deleteStore = (id: number) => apiClient.delete(`seller/stores/${id}`);
export const useDeleteStore = () => useStoreMutation(deleteStore);
