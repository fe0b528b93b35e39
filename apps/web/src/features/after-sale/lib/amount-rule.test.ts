import { describe, expect, it } from 'vitest';
import { approvedAmountProblem } from './amount-rule.ts';

describe('approved amount', () => {
  it('is required and follows the §5 money rule', () => {
    expect(approvedAmountProblem('  ', 10)).toEqual({ key: 'rule.required' });
    expect(approvedAmountProblem('1.234', 10)).toEqual({ key: 'rule.money' });
    expect(approvedAmountProblem('-1', 10)).toEqual({ key: 'rule.money' });
    expect(approvedAmountProblem('abc', 10)).toEqual({ key: 'rule.money' });
  });

  it('must be above 0', () => {
    expect(approvedAmountProblem('0', 10)).toEqual({ key: 'error.afterSale.amountZero' });
    expect(approvedAmountProblem('0.00', 10)).toEqual({ key: 'error.afterSale.amountZero' });
  });

  it('may not exceed what can still be refunded, compared exactly in fen', () => {
    expect(approvedAmountProblem('37', 37)).toBeNull();
    expect(approvedAmountProblem('0.29', 0.29)).toBeNull();
    expect(approvedAmountProblem('18.51', 18.5)).toEqual({
      key: 'error.afterSale.amountTooHigh',
      params: { max: '18.50' },
    });
    expect(approvedAmountProblem('1', 0)).toEqual({
      key: 'error.afterSale.amountTooHigh',
      params: { max: '0.00' },
    });
  });
});
