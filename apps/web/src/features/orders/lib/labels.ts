import {
  ORDER_SOURCE_LABELS,
  PAYMENT_TYPE_LABELS,
  SHIPPING_TYPE_LABELS,
} from '@rxdesk/contract/orders/order-enums';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { labelFrom, type Lang } from '../../../shared/labels/enum-label.ts';

/* Display names of the order vocabularies come from the contract (zh is the §3 wording); an
 * unknown value (a newer server) is shown as it is rather than hidden. */

export type { Lang };

export const statusLabel = (status: string, lang: Lang) => labelFrom(ORDER_STATUS_LABELS, status, lang);
export const sourceLabel = (source: string, lang: Lang) => labelFrom(ORDER_SOURCE_LABELS, source, lang);
export const shippingLabel = (type: string, lang: Lang) => labelFrom(SHIPPING_TYPE_LABELS, type, lang);
export const paymentLabel = (type: string, lang: Lang) => labelFrom(PAYMENT_TYPE_LABELS, type, lang);

/** Tag colours: waiting on the shop stands out, finished is calm, failures are red. */
const STATUS_COLORS: Record<string, string> = {
  NEW: 'orange',
  INTODB_ERROR: 'red',
  CONFIRM: 'blue',
  PAID_OFF: 'blue',
  SHIPPED: 'cyan',
  ROG: 'geekblue',
  COMPLETE: 'green',
  CANCELLED: 'default',
  AFTER_SERVICE: 'magenta',
};

export function statusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'default';
}
