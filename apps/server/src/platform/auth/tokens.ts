import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

/** Claims carried by the access token: enough to authorise without a user lookup, while the
 * session row (sid) is still checked on every call so sign-out and displacement take effect at once. */
export interface AccessClaims {
  uid: number;
  shopId: number;
  sid: string;
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  private readonly hmacKey: KeyObject;
  /** Tokens whose header and signature this service has checked, with their claims. Every
   * authenticated request verifies its token, and a client sends the same one for its whole
   * lifetime; the HMAC and two base64url-JSON decodes were ~6 % of an order-list request's main
   * thread (bench/README.md). Only the exact token text hits; the times (exp, nbf) are checked
   * again on every call, and the session row still is too (auth-guard.ts). Insertion-ordered,
   * the oldest dropped first: about one entry per signed-in tab, a few hundred bytes each. */
  private readonly verified = new Map<string, Record<string, unknown>>();
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = createSecretKey(Buffer.from(this.key));
  }

  async signAccess(claims: Omit<AccessClaims, 'exp'>, now: number): Promise<{ token: string; exp: number }> {
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ uid: claims.uid, shop: claims.shopId, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, exp };
  }

  /** Returns the claims, 'expired', or null for anything forged or malformed (incl. alg none). */
  async verifyAccess(token: string): Promise<AccessClaims | 'expired' | null> {
    const now = this.clock.now();
    let signed = this.verified.get(token);
    if (!signed) {
      const checked = verifySignedHs256(this.hmacKey, token, 'JWT');
      if (checked === null) return null;
      signed = checked;
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, signed);
    }
    const payload = checkTimes(signed, now);
    if (payload === null || payload === 'expired') return payload;
    const { uid, shop, sid, exp } = payload;
    if (
      typeof uid !== 'number' ||
      typeof shop !== 'number' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number'
    )
      return null;
    return { uid, shopId: shop, sid, exp };
  }
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** An HS256 signature (32 bytes) in unpadded base64url. */
const SIGNATURE_CHARS = 43;

function decodeJsonObject(segment: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** jose compares `typ` case-insensitively and without an `application/` prefix; so do we. */
const normalizeTyp = (typ: string) => typ.toLowerCase().replace(/^application\//, '');

/**
 * Verifies a compact HS256 JWT with node:crypto and returns its claims, 'expired', or null.
 * Runs on every authenticated request: jose's jwtVerify goes through WebCrypto, an asynchronous
 * job per call (~67 µs measured, vs ~5 µs for an HMAC here — bench/README.md). The rules are
 * jose's for `{ algorithms: ['HS256'], typ }`, and a little stricter: the header must say HS256
 * (alg none or any other algorithm is refused before any signature work), carry the expected typ
 * and no `crit`; the signature must be the canonical base64url of the HMAC and is compared in
 * constant time; `iat`/`nbf`/`exp`, when present, must be numbers; a token not yet valid (`nbf`)
 * is refused; `exp <= now` is 'expired' — reported only for a token whose signature is valid.
 */
export function verifyHs256(
  key: KeyObject,
  token: string,
  typ: string,
  now: number,
): Record<string, unknown> | 'expired' | null {
  const claims = verifySignedHs256(key, token, typ);
  return claims === null ? null : checkTimes(claims, now);
}

/** How many verified access tokens a TokenService remembers. */
const VERIFIED_MAX = 10_000;

/** The time-independent part of verifyHs256: header, signature and the claims' types. */
function verifySignedHs256(key: KeyObject, token: string, typ: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts as [string, string, string];
  if (!SEGMENT.test(h) || !SEGMENT.test(p) || s.length !== SIGNATURE_CHARS || !SEGMENT.test(s)) return null;
  const header = decodeJsonObject(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
  if (typeof header.typ !== 'string' || normalizeTyp(header.typ) !== normalizeTyp(typ)) return null;
  const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  // Decoding ignores the unused low bits of the last character: insist on the one canonical form.
  if (given.length !== expected.length || given.toString('base64url') !== s) return null;
  if (!timingSafeEqual(given, expected)) return null;
  const claims = decodeJsonObject(p);
  if (!claims) return null;
  const { iat, nbf, exp } = claims;
  if (iat !== undefined && typeof iat !== 'number') return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  if (exp !== undefined && typeof exp !== 'number') return null;
  return claims;
}

/** A token not yet valid (`nbf`) is refused; `exp <= now` is 'expired'. */
function checkTimes(
  claims: Record<string, unknown>,
  now: number,
): Record<string, unknown> | 'expired' | null {
  const { nbf, exp } = claims as { nbf?: number; exp?: number };
  if (nbf !== undefined && nbf > now) return null;
  if (exp !== undefined && exp <= now) return 'expired';
  return claims;
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
    .sign(new TextEncoder().encode(secret));
  return { token, exp };
}

export async function verifyPurposeToken(
  secret: string,
  purpose: string,
  token: string,
  now: number,
): Promise<number | null> {
  const payload = verifyHs256(createSecretKey(Buffer.from(secret, 'utf8')), token, purpose, now);
  if (payload === null || payload === 'expired') return null;
  // Exact typ (not only jose's normalised comparison): an access token is never a purpose token.
  const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as {
    typ?: unknown;
  };
  return header.typ === purpose && payload.purpose === purpose && typeof payload.uid === 'number'
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
