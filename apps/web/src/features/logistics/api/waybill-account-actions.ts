import type { WaybillAccountInput } from '@rxdesk/contract/logistics/waybills';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { logisticsKeys } from './logistics-keys.ts';

function useAccountMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: logisticsKeys.waybillAccounts() }),
  });
}

/** PUT seller/waybill/accounts. Silent: the form dialog shows a refusal under its field. */
export const saveWaybillAccount = (body: WaybillAccountInput) =>
  apiClient.put('seller/waybill/accounts', body, { silent: true, json: true });
export const useSaveWaybillAccount = () => useAccountMutation(saveWaybillAccount);

/** DELETE seller/waybill/accounts?express_code= */
export const deleteWaybillAccount = (expressCode: string) =>
  apiClient.delete(`seller/waybill/accounts?express_code=${encodeURIComponent(expressCode)}`);
export const useDeleteWaybillAccount = () => useAccountMutation(deleteWaybillAccount);
