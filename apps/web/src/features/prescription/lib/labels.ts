import {
  HOSPITAL_SERVICE_PROVIDER_LABELS,
  REVIEW_PROBLEM_LABELS,
  RX_STATE_LABELS,
  UPLOAD_VOUCHER_LABELS,
  type ReviewProblemCode,
  type RxState,
} from '@rxdesk/contract/prescription/prescription';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { labelFrom, type Lang } from '../../../shared/labels/enum-label.ts';

/* Display names of the prescription vocabularies come from the contract (the numeric ones are
 * keyed by their number); an unknown value is shown as it is rather than hidden. */

export const rxStateLabel = (state: number, lang: Lang) => labelFrom(RX_STATE_LABELS, String(state), lang);
export const voucherLabel = (flag: number, lang: Lang) =>
  labelFrom(UPLOAD_VOUCHER_LABELS, String(flag), lang);
export const providerLabel = (flag: number, lang: Lang) =>
  labelFrom(HOSPITAL_SERVICE_PROVIDER_LABELS, String(flag), lang);
export const problemLabel = (code: ReviewProblemCode, lang: Lang) =>
  labelFrom(REVIEW_PROBLEM_LABELS, code, lang);
export const orderStatusLabel = (status: string, lang: Lang) => labelFrom(ORDER_STATUS_LABELS, status, lang);

/** Awaiting audit is the work to do (orange); approved green; rejected red. */
export const RX_STATE_COLORS: Record<RxState, string> = { 3: 'orange', 1: 'green', 2: 'red' };
