import type { auditResult, ReviewProblemCode } from '@rxdesk/contract/prescription/prescription';
import type { z } from 'zod';
import { passwordDigest } from '../../../shared/crypto/password-digest.ts';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';
import { ORDERS_QUERY_ROOT } from '../../../shared/orders/order-counts.ts';
import { prescriptionKeys } from './prescription-keys.ts';

export type AuditResult = z.infer<typeof auditResult>;

/** The path's second value: the state the decision leads to (1 approve, 2 reject). */
export type AuditDecision = 1 | 2;

export interface AuditInput {
  sn: string;
  decision: AuditDecision;
  /** What the pharmacist typed; sent as its MD5 digest like every password. */
  auditPassword: string;
  /** PNG data URL from the signature widget. */
  signature: string;
  /** The review problems found (a rejection names at least one). */
  rejectCodes: ReviewProblemCode[];
  rejectReason: string;
}

/** The body: the audit password as its digest; problems and reason only with a rejection (an
 * approval states none). */
export function auditBody({ decision, auditPassword, signature, rejectCodes, rejectReason }: AuditInput) {
  return {
    audit_password: passwordDigest(auditPassword),
    signature,
    reject_codes: decision === 2 ? rejectCodes : [],
    reject_reason: decision === 2 ? rejectReason.trim() : '',
  };
}

/** PUT seller/prescription/prescriptionOrder/audit/{a}/{b} — a = order sn, b = decision. JSON,
 * because the signature is a long data URL. Silent: the panel puts field errors under their
 * fields (wrong audit password, missing problem…) and toasts the rest. */
export function auditPrescription(input: AuditInput): Promise<AuditResult> {
  return apiClient.put<AuditResult>(
    `seller/prescription/prescriptionOrder/audit/${encodeURIComponent(input.sn)}/${input.decision}`,
    auditBody(input),
    { json: true, silent: true },
  );
}

/** On success — and on 409, where someone else decided first — the prescriptions and the orders
 * (status, ship hold) are read again, so the page shows what is true now. */
export function useAuditPrescription() {
  return useRefreshingMutation(auditPrescription, [prescriptionKeys.orders(), ORDERS_QUERY_ROOT]);
}
