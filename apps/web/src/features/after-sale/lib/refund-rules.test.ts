import { describe, expect, it } from 'vitest';
import { refundNoteProblem } from './refund-rules.ts';

describe('refund note', () => {
  it('is required for an offline refund only', () => {
    expect(refundNoteProblem('OFFLINE', '  ')).toBe('error.afterSale.offlineNoteRequired');
    expect(refundNoteProblem('OFFLINE', '银行转账 流水号 123')).toBeNull();
    expect(refundNoteProblem('ORIGINAL', '')).toBeNull();
  });

  it('is at most 300 characters', () => {
    expect(refundNoteProblem('ORIGINAL', 'x'.repeat(301))).toBe('rule.formInvalid');
  });
});
