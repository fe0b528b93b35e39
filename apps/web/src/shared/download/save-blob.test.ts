import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-blob.ts';

describe('fileNameFromDisposition', () => {
  it('reads the quoted and the RFC 5987 forms', () => {
    expect(fileNameFromDisposition('attachment; filename="orders-2025-01-01.xlsx"', 'x')).toBe(
      'orders-2025-01-01.xlsx',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx", 'x')).toBe(
      '订单.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
  });

  it('falls back when there is nothing usable', () => {
    expect(fileNameFromDisposition(undefined, 'orders.xlsx')).toBe('orders.xlsx');
    expect(fileNameFromDisposition('attachment', 'orders.xlsx')).toBe('orders.xlsx');
  });
});
