import type { Nav, NavBody } from '@rxdesk/contract/pages/navigations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pagesKeys } from './pages-keys.ts';

/** GET seller/shops/navigations. */
export const getNavs = () => apiClient.get<Nav[]>('seller/shops/navigations');
export const useNavs = () => useQuery({ queryKey: pagesKeys.navs(), queryFn: getNavs });

function useNavMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: pagesKeys.navs() }),
  });
}

/** POST seller/shops/navigations or PUT …/{id}. Silent: the form dialog shows a refusal. */
export const saveNav = ({ id, body }: { id?: number; body: NavBody }) =>
  id === undefined
    ? apiClient.post('seller/shops/navigations', body, { silent: true, json: true })
    : apiClient.put(`seller/shops/navigations/${id}`, body, { silent: true, json: true });
export const useSaveNav = () => useNavMutation(saveNav);

/** DELETE seller/shops/navigations/{id}. */
export const deleteNav = (id: number) => apiClient.delete(`seller/shops/navigations/${id}`);
export const useDeleteNav = () => useNavMutation(deleteNav);
