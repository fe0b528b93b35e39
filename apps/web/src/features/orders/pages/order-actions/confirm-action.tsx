import { formatYuan } from '@rxdesk/contract/common/price-format';
import { useTranslation } from 'react-i18next';
import { useApproveCancel } from '../../api/approve-cancel.ts';
import { useCancelDelivery } from '../../api/cancel-delivery.ts';
import { useConfirmReceipt } from '../../api/confirm-receipt.ts';
import { useDeliverOrder } from '../../api/deliver-order.ts';
import { useEnterOrder } from '../../api/enter-order.ts';
import { useOrderAgain } from '../../api/order-again.ts';
import { usePayOrder } from '../../api/pay-order.ts';
import { ConfirmActionDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { actionSpec } from '../../lib/order-actions.ts';
import type { ActionProps } from './action-props.ts';

export const CONFIRM_ACTIONS = [
  'pay',
  'delivery',
  'cancelDelivery',
  'rog',
  'authCancel',
  'orderAgain',
  'enter',
] as const;
export type ConfirmActionId = (typeof CONFIRM_ACTIONS)[number];

/** The actions that need only a yes: each runs its own endpoint. */
export function ConfirmAction({
  action,
  target,
  open,
  onDone,
  onCancel,
  afterClose,
}: ActionProps & { action: ConfirmActionId }) {
  const { t } = useTranslation();
  const mutations = {
    pay: usePayOrder(),
    delivery: useDeliverOrder(),
    cancelDelivery: useCancelDelivery(),
    rog: useConfirmReceipt(),
    authCancel: useApproveCancel(),
    orderAgain: useOrderAgain(),
    enter: useEnterOrder(),
  };
  const run: Record<ConfirmActionId, () => Promise<unknown>> = {
    pay: () => mutations.pay.mutateAsync(target.sn),
    delivery: () => mutations.delivery.mutateAsync(target.sn),
    cancelDelivery: () => mutations.cancelDelivery.mutateAsync(target.sn),
    rog: () => mutations.rog.mutateAsync(target.sn),
    authCancel: () => mutations.authCancel.mutateAsync(target.sn),
    orderAgain: () => mutations.orderAgain.mutateAsync(target.sn),
    enter: () => mutations.enter.mutateAsync({ sn: target.sn, body: { result: 'ENTERED', reason: '' } }),
  };

  return (
    // 409 (state changed meanwhile) and the rest: the server's message as a toast.
    <ConfirmActionDialog
      open={open}
      title={t(`orders.actions.${action}`)}
      content={t(`orders.confirm.${action}`, { sn: target.sn, amount: formatYuan(target.order_price) })}
      danger={actionSpec(action).danger}
      submitting={mutations[action].isPending}
      run={run[action]}
      onDone={() => onDone()}
      onCancel={onCancel}
      afterClose={afterClose}
    />
  );
}
