import {
  REFUND_METHOD_LABELS,
  REFUND_SOURCE_LABELS,
  REFUND_STATUS_LABELS,
  SERVICE_ACTION_LABELS,
  SERVICE_REASON_LABELS,
  SERVICE_STATUS_LABELS,
  SERVICE_TYPE_LABELS,
} from '@rxdesk/contract/after-sale/after-sale';
import { COMPLAINT_AUTHOR_LABELS, COMPLAINT_STATUS_LABELS } from '@rxdesk/contract/after-sale/complaints';
import { labelFrom, type Lang } from '../../../shared/labels/enum-label.ts';

/* The after-sale vocabularies' display names are the contract's (zh / en); colours say what needs
 * the shop (orange), what is moving (blue), what ended well (green) or badly (red / grey). */

export const serviceTypeLabel = (v: string, lang: Lang) => labelFrom(SERVICE_TYPE_LABELS, v, lang);
export const serviceStatusLabel = (v: string, lang: Lang) => labelFrom(SERVICE_STATUS_LABELS, v, lang);
export const serviceReasonLabel = (v: string, lang: Lang) => labelFrom(SERVICE_REASON_LABELS, v, lang);
export const serviceActionLabel = (v: string, lang: Lang) => labelFrom(SERVICE_ACTION_LABELS, v, lang);
export const refundStatusLabel = (v: string, lang: Lang) => labelFrom(REFUND_STATUS_LABELS, v, lang);
export const refundMethodLabel = (v: string, lang: Lang) => labelFrom(REFUND_METHOD_LABELS, v, lang);
export const refundSourceLabel = (v: string, lang: Lang) => labelFrom(REFUND_SOURCE_LABELS, v, lang);
export const complaintStatusLabel = (v: string, lang: Lang) => labelFrom(COMPLAINT_STATUS_LABELS, v, lang);
export const complaintAuthorLabel = (v: string, lang: Lang) => labelFrom(COMPLAINT_AUTHOR_LABELS, v, lang);

const SERVICE_STATUS_COLORS: Record<string, string> = {
  APPLY: 'orange',
  PASS: 'blue',
  SHIPPED_BACK: 'gold',
  STOCK_IN: 'cyan',
  REFUNDING: 'geekblue',
  COMPLETED: 'green',
  REFUSE: 'red',
  CLOSED: 'default',
};
const REFUND_STATUS_COLORS: Record<string, string> = {
  PENDING: 'orange',
  PROCESSING: 'blue',
  SUCCESS: 'green',
  FAILED: 'red',
};
const COMPLAINT_STATUS_COLORS: Record<string, string> = {
  NEW: 'orange',
  REPLIED: 'blue',
  ESCALATED: 'red',
  CLOSED: 'default',
};

export const serviceStatusColor = (v: string) => SERVICE_STATUS_COLORS[v] ?? 'default';
export const refundStatusColor = (v: string) => REFUND_STATUS_COLORS[v] ?? 'default';
export const complaintStatusColor = (v: string) => COMPLAINT_STATUS_COLORS[v] ?? 'default';
