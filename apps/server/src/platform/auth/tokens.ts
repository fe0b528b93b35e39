import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
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
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        typ: 'JWT',
        currentDate: new Date(this.clock.now() * 1000),
      });
      const { uid, shop, sid, exp } = payload as {
        uid?: unknown;
        shop?: unknown;
        sid?: unknown;
        exp?: unknown;
      };
      if (
        typeof uid !== 'number' ||
        typeof shop !== 'number' ||
        typeof sid !== 'string' ||
        typeof exp !== 'number'
      )
        return null;
      return { uid, shopId: shop, sid, exp };
    } catch (e) {
      return e instanceof errors.JWTExpired ? 'expired' : null;
    }
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
    .sign(new TextEncoder().encode(secret));
  return { token, exp };
}

export async function verifyPurposeToken(
  secret: string,
  purpose: string,
  token: string,
  now: number,
): Promise<number | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      typ: purpose,
      currentDate: new Date(now * 1000),
    });
    return protectedHeader.typ === purpose && payload.purpose === purpose && typeof payload.uid === 'number'
      ? payload.uid
      : null;
  } catch {
    return null;
  }
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
