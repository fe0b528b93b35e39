import { useDispatchRider } from '../../api/dispatch-rider.ts';
import { useEnterOrder } from '../../api/enter-order.ts';
import { usePickOrder } from '../../api/pick-order.ts';
import { useRefuseCancel } from '../../api/refuse-cancel.ts';
import { useUpdateOrderPrice } from '../../api/update-order-price.ts';
import { DispatchingDialog } from '../../components/order-actions/dispatching-dialog.tsx';
import { EntryFailedDialog } from '../../components/order-actions/entry-failed-dialog.tsx';
import { PickDialog } from '../../components/order-actions/pick-dialog.tsx';
import { PriceDialog } from '../../components/order-actions/price-dialog.tsx';
import { RefuseCancelDialog } from '../../components/order-actions/refuse-cancel-dialog.tsx';
import { priceRequest } from '../../lib/action-bodies.ts';
import type { ActionProps } from './action-props.ts';

/* The small form actions: each wires one endpoint to its dialog. */

function dialogProps({ open, onCancel, afterClose }: ActionProps, submitting: boolean) {
  return { open, onCancel, afterClose, submitting };
}

export function PriceAction(props: ActionProps) {
  const mutation = useUpdateOrderPrice();
  return (
    <PriceDialog
      {...dialogProps(props, mutation.isPending)}
      currentPrice={props.target.order_price}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          sn: props.target.sn,
          orderPrice: priceRequest(values.order_price).order_price,
        });
        props.onDone();
      }}
    />
  );
}

export function PickAction(props: ActionProps) {
  const mutation = usePickOrder();
  return (
    <PickDialog
      {...dialogProps(props, mutation.isPending)}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ sn: props.target.sn, pickcode: values.pickcode.trim() });
        props.onDone();
      }}
    />
  );
}

export function DispatchingAction(props: ActionProps) {
  const mutation = useDispatchRider();
  return (
    <DispatchingDialog
      {...dialogProps(props, mutation.isPending)}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ sn: props.target.sn, type: values.type });
        props.onDone();
      }}
    />
  );
}

export function EntryFailedAction(props: ActionProps) {
  const mutation = useEnterOrder();
  return (
    <EntryFailedDialog
      {...dialogProps(props, mutation.isPending)}
      onSubmit={async (values) => {
        await mutation.mutateAsync({
          sn: props.target.sn,
          body: { result: 'FAILED', reason: (values.reason ?? '').trim() },
        });
        props.onDone();
      }}
    />
  );
}

export function RefuseCancelAction(props: ActionProps) {
  const mutation = useRefuseCancel();
  return (
    <RefuseCancelDialog
      {...dialogProps(props, mutation.isPending)}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ sn: props.target.sn, reason: values.reason.trim() });
        props.onDone();
      }}
    />
  );
}
