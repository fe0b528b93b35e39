import { describe, expect, it } from 'vitest';
import { applyCodes, codeRuleProblem, DEFAULT_CODE_RULE, generateCodes } from './sku-codes.ts';

describe('SKU code generation', () => {
  it('pads to four digits by default', () => {
    expect(generateCodes({ ...DEFAULT_CODE_RULE, prefix: 'AMX-' }, 3)).toEqual([
      'AMX-0001',
      'AMX-0002',
      'AMX-0003',
    ]);
  });

  it('follows start, step and padding, and keeps digits past the padding', () => {
    expect(generateCodes({ prefix: 'P', start: 95, step: 5, padding: 2 }, 4)).toEqual([
      'P95',
      'P100',
      'P105',
      'P110',
    ]);
    expect(generateCodes({ prefix: '', start: 0, step: 1, padding: 0 }, 2)).toEqual(['0', '1']);
  });

  it('gives the rows their codes in order and keeps everything else', () => {
    const rows = [
      { sku_code: '', price: '1' },
      { sku_code: 'old', price: '2' },
    ];
    expect(applyCodes(rows, { prefix: 'S', start: 10, step: 10, padding: 3 })).toEqual([
      { sku_code: 'S010', price: '1' },
      { sku_code: 'S020', price: '2' },
    ]);
  });

  it('names what would make bad codes', () => {
    expect(codeRuleProblem(DEFAULT_CODE_RULE, 5)).toBeNull();
    expect(codeRuleProblem({ ...DEFAULT_CODE_RULE, prefix: '阿莫' }, 5)).toBe('prefix');
    expect(codeRuleProblem({ ...DEFAULT_CODE_RULE, step: 0 }, 5)).toBe('step');
    expect(codeRuleProblem({ ...DEFAULT_CODE_RULE, step: 0 }, 1)).toBeNull();
    expect(codeRuleProblem({ ...DEFAULT_CODE_RULE, prefix: 'X'.repeat(38) }, 2)).toBe('length');
  });
});
