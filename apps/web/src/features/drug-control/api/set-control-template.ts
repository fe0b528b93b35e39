import type { ControlTemplate } from '@rxdesk/contract/drug-control/drug-control';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

export interface TemplateInput {
  requireMobile: 0 | 1;
  notice: string;
}

/** PUT seller/control/template — whether the phone is required, and the notice shown to buyers.
 * Silent: the form shows field errors under the fields. */
export function setControlTemplate({ requireMobile, notice }: TemplateInput): Promise<ControlTemplate> {
  return apiClient.put<ControlTemplate>(
    'seller/control/template',
    { require_mobile: requireMobile, notice: notice.trim() },
    { silent: true },
  );
}

export function useSetControlTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setControlTemplate,
    onSuccess: (data) => queryClient.setQueryData(controlKeys.template(), data),
  });
}
