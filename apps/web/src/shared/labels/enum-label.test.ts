import { describe, expect, it } from 'vitest';
import { labelFrom, labelOptions } from './enum-label.ts';

const TABLE = { A: { zh: '甲', en: 'Alpha' }, B: { zh: '乙', en: 'Beta' } };

describe('enum labels', () => {
  it('reads the label in the UI language', () => {
    expect(labelFrom(TABLE, 'A', 'zh')).toBe('甲');
    expect(labelFrom(TABLE, 'B', 'en')).toBe('Beta');
  });

  it('shows an unknown value as it is', () => {
    expect(labelFrom(TABLE, 'NEWER', 'zh')).toBe('NEWER');
    expect(labelFrom(TABLE, 'toString', 'zh')).toBe('toString');
  });

  it('makes select options in the given order', () => {
    expect(labelOptions(['B', 'A'], TABLE, 'en')).toEqual([
      { value: 'B', label: 'Beta' },
      { value: 'A', label: 'Alpha' },
    ]);
  });
});
