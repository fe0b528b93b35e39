import { SORDER_STATUS_LABELS } from '@rxdesk/contract/orders/drop-ship';
import type { Lang } from './labels.ts';

/** A sub-order status in the contract's wording; an unknown one is shown as it is. */
export function sorderStatusLabel(status: string, lang: Lang): string {
  return Object.hasOwn(SORDER_STATUS_LABELS, status)
    ? SORDER_STATUS_LABELS[status as keyof typeof SORDER_STATUS_LABELS][lang]
    : status;
}

/** Waiting on the supplier stands out, shipped is on its way, finished is calm, ended is grey/red. */
const COLORS: Record<string, string> = {
  WAIT_SUPPLIER_ACCEPT: 'orange',
  ACCEPTED: 'blue',
  SHIPPED: 'cyan',
  RECEIVED: 'green',
  CANCELLED: 'default',
  REJECTED: 'red',
};

export function sorderStatusColor(status: string): string {
  return COLORS[status] ?? 'default';
}
