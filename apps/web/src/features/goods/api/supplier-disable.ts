import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { supplierKeys } from './supplier-keys.ts';

/** PUT seller/suppliers/{supplier_id}/disable — a 409 (already done by someone else) is the client's
 * toast, and the list is read again either way. */
export function disableSupplier(supplierId: number): Promise<unknown> {
  return apiClient.put(`seller/suppliers/${supplierId}/disable`);
}

export function useDisableSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
