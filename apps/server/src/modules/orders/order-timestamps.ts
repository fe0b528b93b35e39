import type { Updateable } from 'kysely';
import type { OrderTable } from '../../platform/db/schema.ts';

/** What entering a status stamps on the order, besides the status itself. */
export function enteringStatus(
  to: string,
  order: { order_price: number; paid: number; received_at: number | null },
  now: number,
): Updateable<OrderTable> {
  switch (to) {
    case 'PAID_OFF':
      return { paid: 1, paid_amount: order.order_price, paid_at: now };
    case 'SHIPPED':
      return { shipped_at: now };
    case 'ROG':
      return { received_at: now };
    case 'COMPLETE':
      return {
        completed_at: now,
        received_at: order.received_at ?? now,
        // A completed order is a paid one: cash on delivery is paid when the seller confirms the
        // cash (pay at ROG), the only way an unpaid order reaches COMPLETE.
        ...(order.paid === 1 ? {} : { paid: 1, paid_amount: order.order_price, paid_at: now }),
      };
    case 'CANCELLED':
      return { cancelled_at: now };
    default:
      return {};
  }
}
