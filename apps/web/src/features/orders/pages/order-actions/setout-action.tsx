import { useExpressCompanies } from '../../../../shared/shipping/express-companies.ts';
import { useOrderBatchNumbers } from '../../api/get-order-batch-numbers.ts';
import { useSetoutOrder } from '../../api/setout-order.ts';
import { SetoutDialog } from '../../components/order-actions/setout-dialog.tsx';
import { setoutRequest } from '../../lib/action-bodies.ts';
import type { ActionProps } from './action-props.ts';

/** Shipping needs the express companies and the order's lines (for their batch numbers). */
export function SetoutAction({ target, open, onDone, onCancel, afterClose }: ActionProps) {
  const companies = useExpressCompanies();
  const lines = useOrderBatchNumbers(target.sn);
  const mutation = useSetoutOrder();
  return (
    <SetoutDialog
      open={open}
      onCancel={onCancel}
      afterClose={afterClose}
      submitting={mutation.isPending}
      companies={companies.data ?? []}
      lines={lines.data}
      linesFailed={lines.isError}
      onSubmit={async (values) => {
        if (!lines.data) return; // no lines yet: nothing to attach batch numbers to
        const itemIds = lines.data.map((line) => line.item_id);
        await mutation.mutateAsync({ sn: target.sn, body: setoutRequest(values, itemIds) });
        onDone();
      }}
    />
  );
}
