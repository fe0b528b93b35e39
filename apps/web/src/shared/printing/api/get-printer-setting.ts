import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client.ts';
import { printingKeys } from './printing-keys.ts';

/** Contract `printerSetting`. */
export interface PrinterSetting {
  seller_id: number;
  print_name: string;
}

/** GET seller/store/printer — the receipt printer this seller chose ('' when none). */
export function getPrinterSetting(): Promise<PrinterSetting> {
  return apiClient.get<PrinterSetting>('seller/store/printer', { silent: true });
}

export const printerSettingQueryOptions = () =>
  queryOptions({ queryKey: printingKeys.printer(), queryFn: getPrinterSetting, staleTime: Infinity });

export function usePrinterSetting(options: { enabled?: boolean } = {}) {
  return useQuery({ ...printerSettingQueryOptions(), enabled: options.enabled ?? true });
}
