import { apiClient } from '../../http/api-client.ts';

/** PUT seller/trade/orders/updatePrintInfo — records the receipt as printed (pos_print_status '1'). */
export function updatePrintInfo(body: {
  order_sn: string;
  print_name: string;
}): Promise<{ sn: string; pos_print_status: string }> {
  return apiClient.put('seller/trade/orders/updatePrintInfo', body, { silent: true });
}
