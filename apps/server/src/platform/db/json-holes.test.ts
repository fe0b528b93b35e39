import { describe, expect, it } from 'vitest';
import { fillHoles, HOLE } from './json-holes.ts';

const filler = { name: 'test', valueOf: (key: string) => JSON.stringify(`<${key}>`) };

describe('holes in a rendered JSON text', () => {
  it('fills every hole with the value of its key, and leaves the rest as it is', () => {
    expect(fillHoles(`{"a":${HOLE}k1${HOLE},"b":[${HOLE}["甲",null]${HOLE}${HOLE}${HOLE}]}`, filler)).toBe(
      '{"a":"<k1>","b":["<[\\"甲\\",null]>""<>"]}',
    );
    expect(fillHoles('{"no":"holes"}', filler)).toBe('{"no":"holes"}');
    expect(fillHoles('', filler)).toBe('');
  });

  it('refuses a text whose separators do not pair up', () => {
    expect(() => fillHoles(`{"a":${HOLE}k1}`, filler)).toThrow(/unpaired hole.*test/);
  });
});
