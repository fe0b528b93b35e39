import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** PUT seller/suppliers/{supplier_id}/enable — a 409 (already done by someone else) is the client's
 * toast, and the list is read again either way. */
export function enableSupplier(supplierId: number): Promise<unknown> {
  return apiClient.put(`seller/suppliers/${supplierId}/enable`);
}

export function useEnableSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
