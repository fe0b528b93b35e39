import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { useSorders } from '../../api/get-sorders.ts';
import { SubOrdersSection } from '../../components/order-detail/sub-orders-section.tsx';

/** The order's drop-ship sub-orders, for those who may see drop-ship orders (the server refuses
 * the others anyway). Most orders have none, and then nothing is shown. */
export function SubOrdersPanel({ sn }: { sn: string }) {
  const can = useHasPermission();
  const allowed = can('sorder-list');
  const subOrders = useSorders({ order_sn: sn, page_no: 1, page_size: 100 }, { enabled: allowed });
  const rows = subOrders.data?.data ?? [];
  if (!allowed || rows.length === 0) return null;
  return <SubOrdersSection rows={[...rows].reverse()} />;
}
