import { describe, it, expect } from 'vitest';
import { normaliseIdList, splitPastedCodes } from './paste-codes.ts';

describe('splitPastedCodes', () => {
  it('splits on spaces, tabs and newlines', () => {
    expect(splitPastedCodes('A1 B2\tC3\nD4\r\nE5')).toEqual(['A1', 'B2', 'C3', 'D4', 'E5']);
  });
  it('splits on ASCII and full-width commas', () => {
    expect(splitPastedCodes('A1,B2，C3')).toEqual(['A1', 'B2', 'C3']);
    expect(splitPastedCodes('A1， B2 ,C3')).toEqual(['A1', 'B2', 'C3']);
  });
  it('splits on the full-width space', () => {
    expect(splitPastedCodes('A1\u3000B2')).toEqual(['A1', 'B2']);
  });
  it('drops empty items', () => {
    expect(splitPastedCodes(',,A1,,\n\n B2 ,')).toEqual(['A1', 'B2']);
    expect(splitPastedCodes('')).toEqual([]);
    expect(splitPastedCodes(' ，, \n')).toEqual([]);
  });
  it('removes duplicates keeping the first occurrence order', () => {
    expect(splitPastedCodes('B2 A1 B2，A1 C3')).toEqual(['B2', 'A1', 'C3']);
  });
  it('keeps codes as typed otherwise', () => {
    expect(splitPastedCodes('abc ABC 6901234567890')).toEqual(['abc', 'ABC', '6901234567890']);
  });
});

describe('normaliseIdList', () => {
  it('joins ids with commas, converting full-width commas', () => {
    expect(normaliseIdList('12，34,56')).toBe('12,34,56');
  });
  it('accepts whitespace separators and drops empties and duplicates', () => {
    expect(normaliseIdList(' 12  34\n12,,56 ')).toBe('12,34,56');
    expect(normaliseIdList('')).toBe('');
  });
  it('turns full-width digits into ASCII', () => {
    expect(normaliseIdList('１２，３４')).toBe('12,34');
    expect(normaliseIdList('12 １２')).toBe('12');
  });
  it('passes other text on for the server to refuse', () => {
    expect(normaliseIdList('12,abc')).toBe('12,abc');
  });
});
