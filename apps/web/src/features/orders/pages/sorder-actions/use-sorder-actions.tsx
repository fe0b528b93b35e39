import type { SorderShopAction } from '@rxdesk/contract/orders/drop-ship';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useCancelSorder } from '../../api/cancel-sorder.ts';
import { useReceiveSorder } from '../../api/receive-sorder.ts';
import { useRemindSorder } from '../../api/remind-sorder.ts';
import type { SorderTarget } from '../../api/use-sorder-mutation.ts';
import { SorderCancelDialog } from '../../components/sorder-actions/sorder-cancel-dialog.tsx';

interface Running {
  target: SorderTarget;
  action: SorderShopAction;
  open: boolean;
}

interface DialogProps {
  target: SorderTarget;
  open: boolean;
  onDone: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

/** Remind and receive need only a yes. */
function ConfirmSorderAction({
  action,
  target,
  open,
  onDone,
  onCancel,
  afterClose,
}: DialogProps & { action: 'remind' | 'receive' }) {
  const { t } = useTranslation();
  const mutations = { remind: useRemindSorder(), receive: useReceiveSorder() };
  return (
    // 409 (the supplier moved it meanwhile, or reminded too soon): the server's message.
    <ConfirmActionDialog
      open={open}
      title={t(`orders.sorders.actions.${action}`)}
      content={t(`orders.sorders.confirm.${action}`, { ssid: target.ssid })}
      submitting={mutations[action].isPending}
      run={() => mutations[action].mutateAsync(target)}
      onDone={onDone}
      onCancel={onCancel}
      afterClose={afterClose}
    />
  );
}

function CancelSorderAction({ target, open, onDone, onCancel, afterClose }: DialogProps) {
  const mutation = useCancelSorder();
  return (
    <SorderCancelDialog
      ssid={target.ssid}
      open={open}
      submitting={mutation.isPending}
      onCancel={onCancel}
      afterClose={afterClose}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ ...target, reason: values.reason.trim() });
        onDone();
      }}
    />
  );
}

/**
 * Runs the shop's sub-order actions for a page: `start(target, 'cancel')` opens that action's
 * dialog (each asks for confirmation); on success it says 操作成功 and closes, and the orders
 * area refetches. One action at a time.
 */
export function useSorderActions(): {
  start: (target: SorderTarget, action: SorderShopAction) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const start = useCallback(
    (target: SorderTarget, action: SorderShopAction) =>
      setRunning({ target: { ssid: target.ssid, sn: target.sn }, action, open: true }),
    [],
  );
  const close = () => setRunning((current) => current && { ...current, open: false });
  if (!running) return { start, dialog: null };
  const props: DialogProps = {
    target: running.target,
    open: running.open,
    onDone: () => {
      toast.success(t('orders.actions.success'));
      close();
    },
    onCancel: close,
    afterClose: () => setRunning((current) => (current && !current.open ? null : current)),
  };
  const key = `${running.target.ssid}:${running.action}`;
  const dialog =
    running.action === 'cancel' ? (
      <CancelSorderAction key={key} {...props} />
    ) : (
      <ConfirmSorderAction key={key} action={running.action} {...props} />
    );
  return { start, dialog };
}
