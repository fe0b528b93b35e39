import type { FreightTemplateInput } from '@rxdesk/contract/logistics/freight-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { freightTemplateKeys } from '../../../shared/logistics/freight-templates.ts';

/** A change of a template: the list (here and in the goods form) is read again whatever the
 * answer (a 409 means goods still name it, or someone else changed it first). */
function useTemplateMutation<V, R = unknown>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: freightTemplateKeys.all }),
  });
}

/** POST seller/shops/ship-templates, or PUT …/{id}. Silent: the form dialog shows a refusal under
 * its field or as its own toast. */
export const saveFreightTemplate = ({ id, body }: { id?: number; body: FreightTemplateInput }) =>
  id === undefined
    ? apiClient.post('seller/shops/ship-templates', body, { silent: true, json: true })
    : apiClient.put(`seller/shops/ship-templates/${id}`, body, { silent: true, json: true });
export const useSaveFreightTemplate = () => useTemplateMutation(saveFreightTemplate);

/** DELETE …/{id} (refused while goods name it). */
export const deleteFreightTemplate = (id: number) => apiClient.delete(`seller/shops/ship-templates/${id}`);
export const useDeleteFreightTemplate = () => useTemplateMutation(deleteFreightTemplate);
