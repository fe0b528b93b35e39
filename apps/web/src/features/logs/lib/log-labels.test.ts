import { describe, expect, it } from 'vitest';
import { targetText, valueText } from './log-labels.ts';

describe('log labels', () => {
  it('shows a value as text: strings as written, the rest as JSON, nothing as a dash', () => {
    expect(valueText('80.00')).toBe('80.00');
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
    expect(valueText(0)).toBe('0');
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
  });
  it('names the target with its type', () => {
    expect(targetText('order', 'S1', 'zh')).toBe('订单 · S1');
    expect(targetText('points', '9', 'en')).toBe('points · 9');
    expect(targetText('', '', 'en')).toBe('');
  });
});
