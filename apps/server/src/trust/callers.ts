import { createSecretKey } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { DEMO_INTAKE_API_KEY, SECOND_SHOP_INTAKE_API_KEY } from '../seed/demo-accounts.ts';
import { md5, type TestApp } from '../testing/test-app.ts';

/** Who calls a route in the access matrix. Each one is expected to be refused on a seller route of
 * shop A (the one that is not: the founder of shop A, who runs the fuzzing). */
export const SELLER_CALLERS = [
  'no-token',
  'forged',
  'expired',
  'alg-none',
  'shop-b',
  'no-permission',
  'displaced',
] as const;
export type SellerCaller = (typeof SELLER_CALLERS)[number];

export const OPEN_CALLERS = ['no-key', 'wrong-key', 'shop-b-key'] as const;
export type OpenCaller = (typeof OPEN_CALLERS)[number];

export interface Callers {
  shopA: number;
  shopB: number;
  /** The founder of shop A: a live session. */
  founderA: string;
  /** Authorization header (or none) of each seller caller. */
  seller: Record<SellerCaller, string | undefined>;
  /** X-Api-Key header (or none) of each open-API caller. */
  open: Record<OpenCaller, string | undefined>;
  openA: string;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

function claimsOf(token: string): { uid: number; shop: number; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    uid: number;
    shop: number;
    sid: string;
  };
}

async function sign(secret: string, claims: object, iat: number, exp: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(createSecretKey(Buffer.from(secret, 'utf8')));
}

async function call(
  t: TestApp,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  token: string,
  body: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}

/** Signs everyone in. The displaced session is the founder's first one: signing in again displaces
 * it (modules/auth), and the second session is the live one. The clerk without permissions gets a
 * role that holds only the dashboard, so every route naming a permission must refuse them. */
export async function prepareCallers(t: TestApp): Promise<Callers> {
  const first = await t.login('admin', 'admin123');
  const founder = await t.login('admin', 'admin123');
  const shopB = await t.login('kangning', 'kangning123');
  const { role_id } = await call(t, 'POST', '/api/seller/shops/roles', founder.access_token, {
    role_name: 'trust-dashboard-only',
    permissions: ['dashboard'],
  });
  await call(t, 'POST', '/api/seller/shops/clerks', founder.access_token, {
    username: 'trust_noperm',
    mobile: '13712345678',
    password: md5('trust123'),
    role_id,
  });
  const noPermission = await t.login('trust_noperm', 'trust123');

  const claims = claimsOf(founder.access_token);
  const now = t.clock.now();
  const token = (s: string) => `Bearer ${s}`;
  return {
    shopA: founder.shop_id,
    shopB: shopB.shop_id,
    founderA: token(founder.access_token),
    seller: {
      'no-token': undefined,
      forged: token(await sign('not-the-server-secret-0123456789abcdef', claims, now, now + 600)),
      expired: token(await sign(t.config.jwtSecret, claims, now - 7200, now - 3600)),
      'alg-none': token(
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 600 })}.`,
      ),
      'shop-b': token(shopB.access_token),
      'no-permission': token(noPermission.access_token),
      displaced: token(first.access_token),
    },
    open: {
      'no-key': undefined,
      'wrong-key': 'not-a-key-of-any-shop',
      'shop-b-key': SECOND_SHOP_INTAKE_API_KEY,
    },
    openA: DEMO_INTAKE_API_KEY,
  };
}
