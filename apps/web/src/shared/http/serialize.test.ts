import { describe, expect, it } from 'vitest';
import { isPlainObject, serializeParams, toFormBody } from './serialize.ts';

describe('serializeParams', () => {
  it('repeats keys for arrays, without brackets', () => {
    expect(serializeParams({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3');
  });

  it('leaves out null and undefined but keeps empty strings, zero and false', () => {
    expect(serializeParams({ a: undefined, b: null, c: '', d: 0, e: false, f: [null, 4] })).toBe(
      'c=&d=0&e=false&f=4',
    );
  });

  it('percent-encodes keys and values, spaces as %20', () => {
    expect(serializeParams({ 'k w': 'a b&c=d', name: '演示' })).toBe(
      'k%20w=a%20b%26c%3Dd&name=%E6%BC%94%E7%A4%BA',
    );
  });

  it('sends dates as unix seconds', () => {
    expect(serializeParams({ at: new Date(1_700_000_000_500) })).toBe('at=1700000000');
  });

  it('is empty for no params', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({})).toBe('');
  });

  it('encodes form bodies the same way', () => {
    expect(toFormBody({ old_passwprd: 'x', ids: ['1', '2'] })).toBe('old_passwprd=x&ids=1&ids=2');
  });
});

describe('isPlainObject', () => {
  it('accepts object literals only', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([1])).toBe(false);
    expect(isPlainObject('a=1')).toBe(false);
    expect(isPlainObject(new URLSearchParams())).toBe(false);
    expect(isPlainObject(null)).toBe(false);
  });
});
