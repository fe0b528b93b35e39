import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import type { ActionProps, ActionTarget } from './action-props.ts';
import { AddressAction } from './address-action.tsx';
import { CONFIRM_ACTIONS, ConfirmAction, type ConfirmActionId } from './confirm-action.tsx';
import {
  DispatchingAction,
  EntryFailedAction,
  PickAction,
  PriceAction,
  RefuseCancelAction,
} from './form-actions.tsx';
import { SetoutAction } from './setout-action.tsx';

interface Running {
  target: ActionTarget;
  action: OrderActionId;
  open: boolean;
}

const isConfirm = (action: OrderActionId): action is ConfirmActionId =>
  (CONFIRM_ACTIONS as readonly string[]).includes(action);

function ActionDialog({ action, ...props }: ActionProps & { action: OrderActionId }) {
  if (isConfirm(action)) return <ConfirmAction action={action} {...props} />;
  switch (action) {
    case 'price':
      return <PriceAction {...props} />;
    case 'address':
      return <AddressAction {...props} />;
    case 'setout':
      return <SetoutAction {...props} />;
    case 'pick':
      return <PickAction {...props} />;
    case 'dispatching':
      return <DispatchingAction {...props} />;
    case 'entryFailed':
      return <EntryFailedAction {...props} />;
    case 'refuseCancel':
      return <RefuseCancelAction {...props} />;
    default:
      // updateIsMeituan and courierMessage are edited in place on the detail page.
      return null;
  }
}

/**
 * Runs order actions for a page: `start(order, 'setout')` opens that action's dialog; on
 * success it says 操作成功 (§8, 5 s) and closes, and the order's queries refetch (the mutation
 * hooks invalidate the whole orders area). One action at a time.
 */
export function useOrderActions(): {
  start: (target: ActionTarget, action: OrderActionId) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const start = useCallback(
    (target: ActionTarget, action: OrderActionId) => setRunning({ target, action, open: true }),
    [],
  );
  const close = () => setRunning((current) => current && { ...current, open: false });

  const dialog = running ? (
    <ActionDialog
      key={`${running.target.sn}:${running.action}`}
      action={running.action}
      target={running.target}
      open={running.open}
      onDone={() => {
        toast.success(t('orders.actions.success'));
        close();
      }}
      onCancel={close}
      afterClose={() => setRunning((current) => (current && !current.open ? null : current))}
    />
  ) : null;
  return { start, dialog };
}
