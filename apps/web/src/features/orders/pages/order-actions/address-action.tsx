import { parseRegionIds } from '@rxdesk/contract/regions/regions';
import { useOrderDetail } from '../../api/get-order-detail.ts';
import { useUpdateOrderAddress } from '../../api/update-order-address.ts';
import { AddressDialog } from '../../components/order-actions/address-dialog.tsx';
import { addressRequest } from '../../lib/action-bodies.ts';
import type { ActionProps } from './action-props.ts';

/** Changing the address starts from the order's current one (cached when opened from the
 * detail page; fetched when opened elsewhere). */
export function AddressAction({ target, open, onDone, onCancel, afterClose }: ActionProps) {
  const detail = useOrderDetail(target.sn);
  const mutation = useUpdateOrderAddress();
  const order = detail.data;
  if (!order) return null;
  return (
    <AddressDialog
      open={open}
      onCancel={onCancel}
      afterClose={afterClose}
      submitting={mutation.isPending}
      previousRegion={order.region_ids ? undefined : order.region_names}
      initial={{
        consignee_name: order.consignee_name,
        consignee_mobile: order.consignee_mobile,
        region_ids: parseRegionIds(order.region_ids) ?? undefined,
        address: order.address,
      }}
      onSubmit={async (values) => {
        await mutation.mutateAsync({ sn: target.sn, body: addressRequest(values, order) });
        onDone();
      }}
    />
  );
}
