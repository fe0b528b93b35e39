import { describe, it, expect } from 'vitest';
import { maskMobile } from './mobile-mask.ts';

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('19900000001')).toBe('199****0001');
  });
  it('returns anything that is not 11 digits unchanged', () => {
    expect(maskMobile('1381234567')).toBe('1381234567');
    expect(maskMobile('12345')).toBe('12345');
    expect(maskMobile('013812345678')).toBe('013812345678');
    expect(maskMobile('138-1234-5678')).toBe('138-1234-5678');
    expect(maskMobile('１３８１２３４５６７８')).toBe('１３８１２３４５６７８');
    expect(maskMobile('')).toBe('');
  });
  it('renders a missing mobile as empty', () => {
    expect(maskMobile(null)).toBe('');
    expect(maskMobile(undefined)).toBe('');
  });
});
