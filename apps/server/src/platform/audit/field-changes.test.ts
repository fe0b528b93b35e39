import { describe, expect, it } from 'vitest';
import { fieldChanges } from './operation-log.ts';

describe('fieldChanges', () => {
  it('names only the fields whose values differ, with before and after', () => {
    expect(fieldChanges({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({
      b: { from: 'x', to: 'y' },
      c: { from: [1], to: [1, 2] },
    });
  });
  it('a field new in after reads as changed from null', () => {
    expect(fieldChanges({}, { remark: '常客' })).toEqual({ remark: { from: null, to: '常客' } });
  });
  it('nothing changed: empty', () => {
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual({});
  });
});
