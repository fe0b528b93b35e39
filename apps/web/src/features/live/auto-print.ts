import type { PendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n/i18n.ts';
import { toast } from '../../shared/feedback/feedback.ts';
import { ORDERS_QUERY_ROOT } from '../../shared/orders/order-counts.ts';
import { printerSettingQueryOptions } from '../../shared/printing/api/get-printer-setting.ts';
import { openPluginTips, pluginVerdict } from '../../shared/printing/plugin-status.ts';
import type * as ReceiptPrinting from '../../shared/printing/print-order-receipt.ts';

/** In a rush the same "set a printer first" tip would stack up once per order. */
const TIP_EVERY_MS = 30_000;
let lastTipAt = -Infinity;

function tipOnce(show: () => void): void {
  if (Date.now() - lastTipAt < TIP_EVERY_MS) return;
  lastTipAt = Date.now();
  show();
}

/** §1 / §8: a new order prints its receipt on the seller's receipt printer, right away. */
export async function autoPrintNewOrder(order: PendingEntryOrder, queryClient: QueryClient): Promise<void> {
  if (order.pos_print_status !== '0') return; // printed already (elsewhere, or before a reconnect)
  let printName: string;
  try {
    printName = (await queryClient.fetchQuery(printerSettingQueryOptions())).print_name;
  } catch {
    return tipOnce(() => toast.error(i18n.t('printing.failed.data')));
  }
  if (!printName) return tipOnce(() => toast.warning(i18n.t('live.noPrinterSet')));
  const plugin = await pluginVerdict();
  if (plugin.state !== 'ok') return openPluginTips();
  // The receipt code (data, layout, the plug-in's and the browser's print paths) comes with the
  // first receipt, not with the signed-in frame (issue 18).
  let printing: typeof ReceiptPrinting;
  try {
    printing = await import('../../shared/printing/print-order-receipt.ts');
  } catch {
    return tipOnce(() => toast.error(i18n.t('printing.failed.data')));
  }
  const { printOrderReceipt, receiptErrorMessage } = printing;
  try {
    const outcome = await printOrderReceipt(order.order_sn, { printName, automatic: true });
    if (outcome === 'printed') void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
  } catch (error) {
    toast.error(`${order.order_sn}：${receiptErrorMessage(error)}`);
  }
}
