import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock.ts';
import { signPurposeToken, TokenService, verifyPurposeToken } from './tokens.ts';

const SECRET = 's'.repeat(48);
const key = new TextEncoder().encode(SECRET);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** Builds a token by hand, signing whatever header it is given with HMAC-SHA256. */
const handMade = (header: unknown, payload: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

describe('access tokens (HS256, verified with jose)', () => {
  const clock = new ManualClock(1_800_000_000);
  const tokens = new TokenService(SECRET, 3600, clock);
  const claims = { uid: 7, shop: 1, sid: 'abc', iat: clock.now(), exp: clock.now() + 3600 };

  it('accepts its own tokens and tokens jose signs with the same key', async () => {
    const { token, exp } = await tokens.signAccess({ uid: 7, shopId: 1, sid: 'abc' }, clock.now());
    expect(await tokens.verifyAccess(token)).toEqual({ uid: 7, shopId: 1, sid: 'abc', exp });
    const jose = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    expect(await tokens.verifyAccess(jose)).toEqual({ uid: 7, shopId: 1, sid: 'abc', exp: claims.exp });
    expect(
      await tokens.verifyAccess(handMade({ alg: 'HS256', typ: 'application/jwt' }, claims)),
    ).not.toBeNull();
  });

  it('refuses a wrong key, a changed payload, alg none and other algorithms', async () => {
    const good = handMade({ alg: 'HS256', typ: 'JWT' }, claims);
    expect(await tokens.verifyAccess(good)).not.toBeNull();
    expect(
      await tokens.verifyAccess(handMade({ alg: 'HS256', typ: 'JWT' }, claims, 'x'.repeat(48))),
    ).toBeNull();
    const [h, , s] = good.split('.');
    expect(await tokens.verifyAccess(`${h}.${b64({ ...claims, uid: 1 })}.${s}`)).toBeNull();
    expect(await tokens.verifyAccess(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)).toBeNull();
    expect(await tokens.verifyAccess(handMade({ alg: 'none', typ: 'JWT' }, claims))).toBeNull();
    // Same HMAC key, other algorithm names: refused on the header, whatever the signature.
    expect(await tokens.verifyAccess(handMade({ alg: 'HS512', typ: 'JWT' }, claims))).toBeNull();
    const hs384 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS384', typ: 'JWT' }).sign(key);
    expect(await tokens.verifyAccess(hs384)).toBeNull();
  });

  it('refuses a missing or other typ, a crit header, and a non-canonical signature', async () => {
    expect(await tokens.verifyAccess(handMade({ alg: 'HS256' }, claims))).toBeNull();
    expect(await tokens.verifyAccess(handMade({ alg: 'HS256', typ: 'challenge' }, claims))).toBeNull();
    expect(
      await tokens.verifyAccess(handMade({ alg: 'HS256', typ: 'JWT', crit: ['x'], x: 1 }, claims)),
    ).toBeNull();
    const good = handMade({ alg: 'HS256', typ: 'JWT' }, claims);
    // The last base64url character of a 32-byte value carries 4 bits; flipping an unused low bit
    // decodes to the same bytes but is not the token that was issued.
    const last = good.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = good.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(good.split('.')[2]!, 'base64url'),
    );
    expect(await tokens.verifyAccess(twin)).toBeNull();
  });

  it('refuses malformed tokens and claims of the wrong type', async () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', '..', `${b64({ alg: 'HS256', typ: 'JWT' })}..`, 'é.é.é']) {
      expect(await tokens.verifyAccess(bad)).toBeNull();
    }
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(await tokens.verifyAccess(handMade(header, [claims]))).toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, uid: '7' }))).toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, exp: String(claims.exp) }))).toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, iat: 'now' }))).toBeNull();
    const { exp: _exp, ...noExp } = claims;
    expect(await tokens.verifyAccess(handMade(header, noExp))).toBeNull();
  });

  it('tells an expired token apart, but only when its signature is valid; refuses one not valid yet', async () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    const atExp = { ...claims, exp: clock.now() };
    expect(await tokens.verifyAccess(handMade(header, atExp))).toBe('expired');
    expect(await tokens.verifyAccess(handMade(header, atExp, 'x'.repeat(48)))).toBeNull();
    expect(await tokens.verifyAccess(handMade({ alg: 'HS256' }, atExp))).toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, exp: clock.now() + 1 }))).not.toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, nbf: clock.now() + 5 }))).toBeNull();
    expect(await tokens.verifyAccess(handMade(header, { ...claims, nbf: clock.now() }))).not.toBeNull();
  });
});

describe('access tokens verified again', () => {
  it('checks the times again on every call: expiry and not-before follow the clock', async () => {
    const clock = new ManualClock(1_800_000_000);
    const tokens = new TokenService(SECRET, 60, clock);
    const { token } = await tokens.signAccess({ uid: 7, shopId: 1, sid: 'abc' }, clock.now());
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    clock.advance(60);
    expect(await tokens.verifyAccess(token)).toBe('expired');

    const header = { alg: 'HS256', typ: 'JWT' };
    const later = handMade(header, { uid: 7, shop: 1, sid: 'abc', nbf: clock.now(), exp: clock.now() + 60 });
    expect(await tokens.verifyAccess(later)).not.toBeNull();
    clock.advance(-1);
    expect(await tokens.verifyAccess(later)).toBeNull();
  });

  it('verifies a signature once: the same text again is answered from the claims verified', async () => {
    const clock = new ManualClock(1_800_000_000);
    const tokens = new TokenService(SECRET, 60, clock);
    const { token } = await tokens.signAccess({ uid: 7, shopId: 1, sid: 'abc' }, clock.now());
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      expect(await tokens.verifyAccess(token)).toMatchObject({ uid: 7, sid: 'abc' });
      expect(verify).toHaveBeenCalledTimes(1);
      expect(await tokens.verifyAccess(token)).toMatchObject({ uid: 7, sid: 'abc' });
      expect(verify).toHaveBeenCalledTimes(1);
      // Refused texts are not remembered: each is verified, and refused, again.
      const forged = handMade(
        { alg: 'HS256', typ: 'JWT' },
        { uid: 1, shop: 1, sid: 'abc', exp: clock.now() + 60 },
        'x'.repeat(48),
      );
      expect(await tokens.verifyAccess(forged)).toBeNull();
      expect(await tokens.verifyAccess(forged)).toBeNull();
      expect(verify).toHaveBeenCalledTimes(3);
    } finally {
      verify.mockRestore();
    }
  });

  it('accepts only the exact text issued: a changed character is refused', async () => {
    const clock = new ManualClock(1_800_000_000);
    const tokens = new TokenService(SECRET, 60, clock);
    const { token } = await tokens.signAccess({ uid: 7, shopId: 1, sid: 'abc' }, clock.now());
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    expect(await tokens.verifyAccess(`${h}.${p}.${flipped}`)).toBeNull();
    expect(await tokens.verifyAccess(`${h}.${p}.${s} `)).toBeNull();
    // Another service (another secret) refuses it.
    expect(await new TokenService('x'.repeat(48), 60, clock).verifyAccess(token)).toBeNull();
  });
});

describe('purpose tokens', () => {
  const now = 1_800_000_000;

  it('round-trips and refuses another purpose, an access token, a wrong key and an expired one', async () => {
    const { token } = await signPurposeToken(SECRET, 'challenge', 9, now, 300);
    expect(await verifyPurposeToken(SECRET, 'challenge', token, now)).toBe(9);
    expect(await verifyPurposeToken(SECRET, 'other', token, now)).toBeNull();
    expect(await verifyPurposeToken('x'.repeat(48), 'challenge', token, now)).toBeNull();
    expect(await verifyPurposeToken(SECRET, 'challenge', token, now + 300)).toBeNull();
    const access = await new TokenService(SECRET, 3600, new ManualClock(now)).signAccess(
      { uid: 9, shopId: 1, sid: 's' },
      now,
    );
    expect(await verifyPurposeToken(SECRET, 'challenge', access.token, now)).toBeNull();
    // Right typ but not the exact spelling the server issues, or no purpose claim: refused.
    const upper = handMade(
      { alg: 'HS256', typ: 'CHALLENGE' },
      { uid: 9, purpose: 'challenge', exp: now + 60 },
    );
    expect(await verifyPurposeToken(SECRET, 'challenge', upper, now)).toBeNull();
    const noPurpose = handMade({ alg: 'HS256', typ: 'challenge' }, { uid: 9, exp: now + 60 });
    expect(await verifyPurposeToken(SECRET, 'challenge', noPurpose, now)).toBeNull();
  });
});
