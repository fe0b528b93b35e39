import { describe, expect, it } from 'vitest';
import {
  approvalTakesAmount,
  caseActionSpec,
  caseButtons,
  initialApprovedAmount,
  refundMethodsFor,
} from './case-actions.ts';

describe('case actions', () => {
  it('show exactly the allowed actions, in the flow order, ignoring unknown ones', () => {
    expect(caseButtons(['close', 'refuse', 'approve'])).toEqual(['approve', 'refuse', 'close']);
    expect(caseButtons(['refundDone', 'teleport'])).toEqual([]);
    expect(caseButtons([])).toEqual([]);
  });

  it('mark the actions that end a case against the buyer as dangerous', () => {
    expect(caseActionSpec('refuse').danger).toBe(true);
    expect(caseActionSpec('close').danger).toBe(true);
    expect(caseActionSpec('approve')).toEqual({ primary: true });
  });

  it('ask for an amount only when approving a refund type', () => {
    expect(approvalTakesAmount('RETURN_GOODS')).toBe(true);
    expect(approvalTakesAmount('REFUND_ONLY')).toBe(true);
    expect(approvalTakesAmount('CHANGE_GOODS')).toBe(false);
    expect(approvalTakesAmount('SUPPLY_AGAIN')).toBe(false);
  });

  it('start the approve dialog at the requested amount, capped at the refundable one', () => {
    expect(initialApprovedAmount({ requested_amount: 30, refundable_amount: 37 })).toBe('30.00');
    expect(initialApprovedAmount({ requested_amount: 50, refundable_amount: 37.5 })).toBe('37.50');
    expect(initialApprovedAmount({ requested_amount: 0, refundable_amount: 0 })).toBe('');
  });

  it('offer a refund to the original payment only for orders paid online', () => {
    expect(refundMethodsFor('ONLINE')).toEqual(['ORIGINAL', 'OFFLINE']);
    expect(refundMethodsFor('COD')).toEqual(['OFFLINE']);
  });
});
