import type { OrderActionId } from '../../lib/order-actions.ts';
import type { ActionProps } from './action-props.ts';
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

const isConfirm = (action: OrderActionId): action is ConfirmActionId =>
  (CONFIRM_ACTIONS as readonly string[]).includes(action);

/** The dialog of one order action (its own chunk: fetched on the first action, not with the list). */
export function ActionDialog({ action, ...props }: ActionProps & { action: OrderActionId }) {
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
