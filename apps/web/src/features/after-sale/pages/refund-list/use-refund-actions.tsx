import type { RefundAction, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useOfflineRefund } from '../../api/offline-refund.ts';
import { useRetryRefund } from '../../api/retry-refund.ts';
import { RefundDialog } from '../../components/case-actions/refund-dialog.tsx';

interface Running {
  refund: RefundRow;
  action: RefundAction;
  open: boolean;
}

interface ActionProps {
  refund: RefundRow;
  open: boolean;
  onDone: (result: RefundRow) => void;
  onCancel: () => void;
  afterClose: () => void;
}

function RetryAction({ refund, open, onDone, onCancel, afterClose }: ActionProps) {
  const { t } = useTranslation();
  const mutation = useRetryRefund();
  return (
    // 503 (no payment provider), 409 (state changed meanwhile): the server's message.
    <ConfirmActionDialog
      open={open}
      title={t('after-sale.refunds.retryTitle')}
      content={t('after-sale.refunds.retryConfirm', {
        sn: refund.refund_sn,
        amount: formatYuan(refund.amount),
      })}
      submitting={mutation.isPending}
      run={() => mutation.mutateAsync(refund.refund_sn)}
      onDone={onDone}
      onCancel={onCancel}
      afterClose={afterClose}
    />
  );
}

function OfflineAction({ refund, open, onDone, onCancel, afterClose }: ActionProps) {
  const { t } = useTranslation();
  const mutation = useOfflineRefund();
  return (
    <RefundDialog
      open={open}
      onCancel={onCancel}
      afterClose={afterClose}
      submitting={mutation.isPending}
      name="refund-offline"
      title={t('after-sale.refunds.offlineTitle')}
      amount={refund.amount}
      methods={['OFFLINE']}
      initialMethod="OFFLINE"
      onSubmit={async (values) => {
        onDone(
          await mutation.mutateAsync({
            refundSn: refund.refund_sn,
            body: { note: (values.note ?? '').trim() },
          }),
        );
      }}
    />
  );
}

/** Runs the refund actions of the list: retry a pending / failed online refund (a confirmation),
 * or record it as paid offline (a note). A retry the provider refused at once comes back FAILED
 * with its reason: that is said, not 操作成功. */
export function useRefundActions(): {
  start: (refund: RefundRow, action: RefundAction) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const start = useCallback(
    (refund: RefundRow, action: RefundAction) => setRunning({ refund, action, open: true }),
    [],
  );
  const close = () => setRunning((current) => current && { ...current, open: false });
  if (!running) return { start, dialog: null };

  const props: ActionProps = {
    refund: running.refund,
    open: running.open,
    onDone: (result) => {
      if (result.status === 'FAILED')
        toast.error(t('after-sale.refunds.retryFailed', { reason: result.last_error }));
      else toast.success(t('after-sale.actions.success'));
      close();
    },
    onCancel: close,
    afterClose: () => setRunning((current) => (current && !current.open ? null : current)),
  };
  const key = `${running.refund.refund_sn}:${running.action}`;
  const dialog =
    running.action === 'retry' ? (
      <RetryAction key={key} {...props} />
    ) : (
      <OfflineAction key={key} {...props} />
    );
  return { start, dialog };
}
