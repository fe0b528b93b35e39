import { describe, expect, it } from 'vitest';
import { EXPIRY_SKEW_SECONDS, isTokenUsable, jwtExpiry } from './token-expiry.ts';

function jwt(payload: object): string {
  const encode = (value: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('jwtExpiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(jwt({ uid: 1, exp: 1_700_000_000 }))).toBe(1_700_000_000);
  });

  it('handles base64url payloads that need padding and url-safe characters', () => {
    const token = jwt({ sid: '??>>??', name: '演示大药房', exp: 42 });
    expect(jwtExpiry(token)).toBe(42);
  });

  it('returns null for opaque or malformed tokens', () => {
    expect(jwtExpiry('opaque-token')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
    expect(jwtExpiry(jwt({ uid: 1 }))).toBeNull();
    expect(jwtExpiry(jwt({ exp: 'soon' }))).toBeNull();
  });
});

describe('isTokenUsable', () => {
  const now = 1_700_000_000_000;
  const nowSec = now / 1000;

  it('accepts a token that expires later than the skew', () => {
    expect(isTokenUsable(jwt({ exp: nowSec + 60 }), undefined, now)).toBe(true);
  });

  it('rejects a token inside the skew window or already expired', () => {
    expect(isTokenUsable(jwt({ exp: nowSec + EXPIRY_SKEW_SECONDS }), undefined, now)).toBe(false);
    expect(isTokenUsable(jwt({ exp: nowSec - 1 }), undefined, now)).toBe(false);
  });

  it('prefers the exp claim over the stored expiry', () => {
    expect(isTokenUsable(jwt({ exp: nowSec - 1 }), nowSec + 3600, now)).toBe(false);
  });

  it('falls back to the stored expiry for opaque tokens, and to "usable" without any', () => {
    expect(isTokenUsable('opaque', nowSec - 1, now)).toBe(false);
    expect(isTokenUsable('opaque', nowSec + 3600, now)).toBe(true);
    expect(isTokenUsable('opaque', undefined, now)).toBe(true);
  });
});
