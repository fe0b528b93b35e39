import type { z } from 'zod';
import type { TestApp } from '../testing/test-app.ts';
import { OPEN_CALLERS, SELLER_CALLERS, prepareCallers, type Callers } from './callers.ts';
import {
  catalogue,
  fillUrl,
  paramResolver,
  type CatalogueRoute,
  type ParamResolver,
} from './routes-catalogue.ts';
import { sampleBody } from './sample-body.ts';
import { dumpDiff, dumpTables, shopRows, writeMark } from './table-dump.ts';
import { fieldsOf } from './zod-arbitrary.ts';

/** One call of the matrix: a route, a caller, what was expected and what came back. */
export interface Cell {
  route: string;
  caller: string;
  /** "401 UNAUTHENTICATED", "404", or "own" (another shop's call on its own data: not shop A's). */
  expected: string;
  status: number;
  code: string;
  unexpected: boolean;
  /** Shop A's data reached or changed by a caller who has no right to it. */
  leak: string | null;
}

export interface MatrixResult {
  routes: CatalogueRoute[];
  unclassified: string[];
  cells: Cell[];
}

type Expectation = { status: number; code?: string } | 'own' | null;

const REFUSED: Record<string, Expectation> = {
  'no-token': { status: 401, code: 'UNAUTHENTICATED' },
  forged: { status: 401, code: 'UNAUTHENTICATED' },
  expired: { status: 401, code: 'UNAUTHENTICATED' },
  'alg-none': { status: 401, code: 'UNAUTHENTICATED' },
  displaced: { status: 403, code: 'DISPLACED' },
  'no-key': { status: 401, code: 'UNAUTHENTICATED' },
  'wrong-key': { status: 401, code: 'UNAUTHENTICATED' },
};

/** Whether the route names a resource of shop A (a path param or a body field). */
function namesShopAResource(route: CatalogueRoute, resolver: ParamResolver): boolean {
  const values = resolver.resolve(route);
  const bodyFields = Object.keys(fieldsOf(route.schema?.body as z.ZodType | undefined));
  return Object.values(values).some((v) => v.owned) || bodyFields.some((f) => f in resolver.bodyIds);
}

function requestOf(route: CatalogueRoute, resolver: ParamResolver) {
  const url = fillUrl(route.url, resolver.resolve(route));
  const bodySchema = route.schema?.body as z.ZodType | undefined;
  const ids = Object.fromEntries(
    Object.keys(fieldsOf(bodySchema))
      .filter((f) => f in resolver.bodyIds)
      .map((f) => [f, resolver.bodyIds[f]]),
  );
  const body = route.method === 'GET' ? undefined : sampleBody(bodySchema, ids);
  return { url, body };
}

/** Calls every seller, open-API and callback route of the app as each caller who must be refused,
 * checking the answer, that no shop-A identifier leaks, and that shop A's rows are unchanged. */
export async function runAccessMatrix(t: TestApp): Promise<MatrixResult> {
  const { routes, unclassified } = catalogue(t.app);
  const callers = await prepareCallers(t);
  const resolver = await paramResolver(t.db, callers.shopA);
  const cells: Cell[] = [];
  let baseline = await dumpTables(t.db);
  let mark = await writeMark(t.db);

  const inject = async (
    route: CatalogueRoute,
    headers: Record<string, string | undefined>,
    req: { url: string; body: unknown },
  ) => {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: req.url,
      headers: Object.fromEntries(
        Object.entries({ 'accept-language': 'en', ...headers }).filter(([, v]) => v),
      ) as Record<string, string>,
      ...(req.body === undefined ? {} : { payload: req.body as object }),
    });
    let code = '';
    try {
      code = String((res.json() as { code?: unknown }).code ?? '');
    } catch {
      code = '';
    }
    return { status: res.statusCode, code, body: res.body };
  };

  const check = async (
    route: CatalogueRoute,
    caller: string,
    expect: Expectation,
    headers: Record<string, string | undefined>,
    req: { url: string; body: unknown },
  ) => {
    if (expect === null) return;
    const res = await inject(route, headers, req);
    // Most refused calls write nothing: then the dump is the baseline, and reading every table
    // again (the suite's main cost) is skipped.
    const nextMark = await writeMark(t.db);
    const after = nextMark === mark ? baseline : await dumpTables(t.db);
    mark = nextMark;
    let leak: string | null = null;
    let unexpected: boolean;
    if (expect === 'own') {
      unexpected = res.status >= 500;
      const seen = resolver.markers.find((m) => res.body.includes(m));
      if (seen) leak = `answer holds shop A's ${seen}`;
      const changed = dumpDiff(shopRows(baseline, callers.shopA), shopRows(after, callers.shopA));
      if (changed.length) leak = `shop A's rows changed: ${changed.join(' | ')}`;
    } else {
      unexpected = res.status !== expect.status || (expect.code !== undefined && res.code !== expect.code);
      if (res.status < 400 && caller !== 'founder-a') leak = `answered ${res.status}`;
      const changed = dumpDiff(baseline, after);
      if (changed.length) leak = `data changed: ${changed.join(' | ')}`;
    }
    baseline = after;
    cells.push({
      route: `${route.method} ${route.url}`,
      caller,
      expected: expect === 'own' ? 'own' : `${expect.status}${expect.code ? ` ${expect.code}` : ''}`,
      status: res.status,
      code: res.code,
      unexpected,
      leak,
    });
  };

  for (const route of routes) {
    const { access } = route;
    if (access.kind === 'seller') {
      const req = requestOf(route, resolver);
      const owned = namesShopAResource(route, resolver);
      for (const caller of SELLER_CALLERS) {
        const expect: Expectation =
          caller === 'shop-b'
            ? owned
              ? { status: 404 }
              : 'own'
            : caller === 'no-permission'
              ? access.permission === null
                ? null
                : { status: 423, code: 'FORBIDDEN' }
              : REFUSED[caller]!;
        await check(route, caller, expect, { authorization: callers.seller[caller] }, req);
      }
      // The control: shop A's founder reads the same ids (so the 404s above mean "not yours", not
      // "no such id" from a resolver that found nothing real).
      if (owned && route.method === 'GET')
        await check(route, 'founder-a', { status: 200 }, { authorization: callers.founderA }, req);
      // Shop B's own sign-in rows are not a refused call's doing: a new baseline after it.
      if (await keepSignedIn(t, callers)) {
        baseline = await dumpTables(t.db);
        mark = await writeMark(t.db);
      }
    } else if (access.kind === 'open') {
      const req = requestOf(route, resolver);
      const owned = namesShopAResource(route, resolver);
      for (const caller of OPEN_CALLERS) {
        const expect: Expectation =
          caller === 'shop-b-key' ? (owned ? { status: 404 } : 'own') : REFUSED[caller]!;
        await check(route, caller, expect, { 'x-api-key': callers.open[caller] }, req);
      }
    } else if (access.kind === 'callback') {
      await check(
        route,
        'bad-signature',
        { status: 401 },
        { 'content-type': 'application/json', 'x-signature': 'forged', sign: 'forged', signature: 'forged' },
        { url: route.url, body: { trust: 'forged', order_sn: resolver.bodyIds.order_sn } },
      );
    }
  }
  return { routes, unclassified, cells };
}

/** Another shop's own calls may end its session (sign-out, a password change): sign it in again. */
async function keepSignedIn(t: TestApp, callers: Callers): Promise<boolean> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/seller/shops',
    headers: { authorization: callers.seller['shop-b']! },
  });
  if (res.statusCode === 200) return false;
  callers.seller['shop-b'] = `Bearer ${(await t.login('kangning', 'kangning123')).access_token}`;
  return true;
}
