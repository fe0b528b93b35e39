import { PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { toast } from '../../feedback/feedback.ts';
import { ORDERS_QUERY_ROOT } from '../../orders/order-counts.ts';
import { printerSettingQueryOptions } from '../api/get-printer-setting.ts';
import { ensurePluginWatch } from '../plugin-status.ts';
import { printOrderReceipt, receiptErrorMessage } from '../print-order-receipt.ts';

/** Manual "打印小票" for one order: on the saved receipt printer through CLodop, or — without
 * CLodop or a printer — the same receipt through the browser's print dialog. */
export async function printReceiptManually(sn: string, printName: string): Promise<void> {
  try {
    const outcome = await printOrderReceipt(sn, { printName });
    toast.success(i18n.t(outcome === 'browser' ? 'printing.browserPrinted' : 'printing.printed'));
  } catch (error) {
    toast.error(receiptErrorMessage(error));
    throw error;
  }
}

export function PrintReceiptButton({
  sn,
  ...button
}: { sn: string } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  useEffect(() => ensurePluginWatch(), []);

  async function onClick() {
    setBusy(true);
    try {
      const setting = await queryClient
        .fetchQuery(printerSettingQueryOptions())
        .catch(() => ({ print_name: '' }));
      await printReceiptManually(sn, setting.print_name);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
    } catch {
      // told already
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<PrinterOutlined aria-hidden />} {...button} loading={busy} onClick={() => void onClick()}>
      {button.children ?? t('printing.print')}
    </Button>
  );
}
