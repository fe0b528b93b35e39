import { RX_STATE } from '@rxdesk/contract/prescription/prescription';
import type { ErrorCode } from '@rxdesk/contract/common/api-error';

/** What the §4 audit rule looks at. */
export interface AuditFacts {
  pharmacist: boolean;
  inWorkTime: boolean;
  orderStatus: string;
  serviceStatus: string;
  state: number;
}

export interface AuditRefusal {
  code: ErrorCode;
  key: string;
}

/** §4: the audit button shows only for a pharmacist inside working hours, on an order that is not
 * CANCELLED, whose service status is not APPLY and whose prescription state is 3. The server
 * answers the audit call with the same rule (plus the audit password), so hiding the button is
 * never the only guard. Who-you-are refusals are 423 (permission); wrong-state refusals are 409. */
export function auditRefusal(f: AuditFacts): AuditRefusal | null {
  if (!f.pharmacist) return { code: 'FORBIDDEN', key: 'error.notPharmacist' };
  if (!f.inWorkTime) return { code: 'FORBIDDEN', key: 'error.rx.outsideWorkTime' };
  return stateRefusal(f);
}

/** The order/prescription half of the rule, independent of who asks. */
export function stateRefusal(
  f: Pick<AuditFacts, 'orderStatus' | 'serviceStatus' | 'state'>,
): AuditRefusal | null {
  if (f.orderStatus === 'CANCELLED') return { code: 'CONFLICT', key: 'error.rx.orderCancelled' };
  if (f.serviceStatus === 'APPLY') return { code: 'CONFLICT', key: 'error.rx.serviceApplying' };
  if (f.state !== RX_STATE.AWAITING) return { code: 'CONFLICT', key: 'error.rx.notAwaiting' };
  return null;
}

/** Minutes from the prescription's arrival to the decision (never negative). */
export function auditDurationMinutes(arrivedAt: number, decidedAt: number): number {
  return Math.max(0, Math.floor((decidedAt - arrivedAt) / 60));
}
