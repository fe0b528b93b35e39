import type { SupplierBody } from '@rxdesk/contract/goods/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** POST seller/suppliers (no id) or PUT seller/suppliers/{supplier_id}. Silent: the dialog puts
 * field errors (a name taken, a bad mobile) under their fields. */
export function saveSupplier(input: SupplierBody & { supplier_id?: number }): Promise<unknown> {
  const { supplier_id, ...body } = input;
  return supplier_id
    ? apiClient.put(`seller/suppliers/${supplier_id}`, body, { silent: true })
    : apiClient.post('seller/suppliers', body, { silent: true });
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
