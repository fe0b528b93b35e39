import { createHash, createSecretKey, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.ts';

/** Claims carried by the access token: enough to authorise without a user lookup, while the
 * session row (sid) is still checked on every call so sign-out and displacement take effect at once. */
export interface AccessClaims {
  uid: number;
  shopId: number;
  sid: string;
  exp: number;
}

/** The HMAC key of a secret, as jose takes it for signing and verifying. */
const keyOf = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));

/** The same key imported once as a Web Crypto key: jose's Node build runs on Web Crypto and would
 * otherwise import a KeyObject again on every verification (~0.1 ms of a list request's ~0.8 ms). */
const cryptoKeyOf = (secret: string): Promise<webcrypto.CryptoKey> =>
  webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

/** Claims of a token jose has verified, with its not-before time when it has one. */
type Verified = AccessClaims & { nbf: number | undefined };

export class TokenService {
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens jose has verified (signature, header, claim types), with their claims. A client sends
   * the same token with every call for its whole lifetime, and jose's Web Crypto verification, an
   * asynchronous job per call, was ~8 % of a goods list request's main thread on PostgreSQL (a
   * CPU profile of the bench). Only the exact token text hits; the times (exp, nbf) are checked again on
   * every call, and the session row still is (auth-guard.ts), so sign-out is still immediate.
   * A few hundred bytes an entry, about one per signed-in tab.
   */
  private readonly verified = new LRUCache<string, Verified>({ max: 10_000 });
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = cryptoKeyOf(secret);
  }

  async signAccess(claims: Omit<AccessClaims, 'exp'>, now: number): Promise<{ token: string; exp: number }> {
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ uid: claims.uid, shop: claims.shopId, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, exp };
  }

  /** Returns the claims, 'expired', or null for anything forged or malformed (incl. alg none). */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | null> {
    const now = this.clock.now();
    const claims = this.verified.get(token) ?? (await this.verify(token, now));
    if (claims === null || claims === 'expired') return claims;
    // As jose checks them: not valid before nbf, expired at exp.
    if (claims.nbf !== undefined && claims.nbf > now) return null;
    if (claims.exp <= now) return 'expired';
    return { uid: claims.uid, shopId: claims.shopId, sid: claims.sid, exp: claims.exp };
  }

  private async verify(token: string, now: number): Promise<Verified | 'expired' | null> {
    const verified = await verifyHs256(await this.key, token, 'JWT', now);
    if (verified === null || verified === 'expired') return verified;
    const { uid, shop, sid, exp, nbf } = verified.payload;
    if (
      typeof uid !== 'number' ||
      typeof shop !== 'number' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    )
      return null;
    const claims = { uid, shopId: shop, sid, exp, nbf };
    this.verified.set(token, claims);
    return claims;
  }
}

/**
 * Verifies a compact HS256 JWT with jose: the algorithm must be HS256 (alg none or any other is
 * refused), the header must carry `typ` (compared as jose does: case-insensitive, without an
 * `application/` prefix) and no unknown `crit`; `iat`/`nbf`/`exp` must be numbers, a token not yet
 * valid is refused, and `exp <= now` is 'expired' (jose checks the signature first, so only a
 * genuine token is reported expired). One check of our own: the signature must be the canonical
 * base64url of its bytes, so a token is accepted only as the exact text that was issued.
 */
async function verifyHs256(
  key: KeyObject | webcrypto.CryptoKey,
  token: string,
  typ: string,
  now: number,
): Promise<{ payload: JWTPayload & Record<string, unknown>; typ: unknown } | 'expired' | null> {
  const signature = token.split('.')[2] ?? '';
  if (Buffer.from(signature, 'base64url').toString('base64url') !== signature) return null;
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ,
      currentDate: new Date(now * 1000),
    });
    return { payload, typ: protectedHeader.typ };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return 'expired';
    return null;
  }
}

/** Short-lived single-purpose tokens (the sign-in challenge step). Distinct `typ`, so an access
 * token can never be used as one or the other way round. */
export async function signPurposeToken(
  secret: string,
  purpose: string,
  subject: number,
  now: number,
  ttl: number,
) {
  const exp = now + ttl;
  const token = await new SignJWT({ uid: subject, purpose })
    .setProtectedHeader({ alg: 'HS256', typ: purpose })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, exp };
}

export async function verifyPurposeToken(
  secret: string,
  purpose: string,
  token: string,
  now: number,
): Promise<number | null> {
  const verified = await verifyHs256(keyOf(secret), token, purpose, now);
  if (verified === null || verified === 'expired') return null;
  // Exact typ (not only jose's normalised comparison): an access token is never a purpose token.
  const { payload } = verified;
  return verified.typ === purpose && payload.purpose === purpose && typeof payload.uid === 'number'
    ? payload.uid
    : null;
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex');
}
