import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client.ts';
import type { PrinterSetting } from './get-printer-setting.ts';
import { printingKeys } from './printing-keys.ts';

/** PUT seller/store/printer — an empty name is refused with 400 '请选择小票打印机！'. Silent: the
 * dialog shows a refusal under its field. */
export function savePrinterSetting(body: PrinterSetting): Promise<PrinterSetting> {
  return apiClient.put<PrinterSetting>('seller/store/printer', body, { silent: true });
}

export function useSavePrinterSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinterSetting,
    onSuccess: (saved) => queryClient.setQueryData(printingKeys.printer(), saved),
  });
}
