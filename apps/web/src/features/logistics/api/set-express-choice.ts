import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { expressCompaniesQueryOptions } from '../../../shared/shipping/express-companies.ts';
import { expressChoiceKeys } from './logistics-keys.ts';

/** PUT seller/express/{code}/open or …/close. The ship dialogs' list (read once per page load) is
 * read again too, so shipping offers the new choice at once. */
export const setExpressChoice = ({ code, chosen }: { code: string; chosen: boolean }) =>
  apiClient.put(`seller/express/${encodeURIComponent(code)}/${chosen ? 'open' : 'close'}`);

export function useSetExpressChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExpressChoice,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expressChoiceKeys.all }),
        queryClient.invalidateQueries({ queryKey: expressCompaniesQueryOptions().queryKey }),
      ]),
  });
}
