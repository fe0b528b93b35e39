import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TestApp } from '../testing/test-app.ts';
import { DEMO_INTAKE_API_KEY } from '../seed/demo-accounts.ts';
import { isInLanguage } from './error-language.ts';
import { arrayFieldsOf, arraysOfOne } from '../platform/http/form-arrays.ts';
import { encodeText, requestsFor, wellFormed, type FuzzRequest } from './fuzz-arbitraries.ts';
import { catalogue, paramResolver, type CatalogueRoute } from './routes-catalogue.ts';
import { dumpDiff, dumpTables } from './table-dump.ts';

/** A route whose answers are slow (the API documents, exports) stops after this long and at least
 * ten accepted requests; its refused requests all run. */
const SLOW_ROUTE_MS = 400;

export interface FuzzFailure {
  property: string;
  route: string;
  /** How to replay it: the run's seed and the request's place. */
  seed: number;
  index: number;
  request: string;
  status: number;
  body: string;
}

export interface FuzzResult {
  seed: number;
  requests: number;
  routes: number;
  byValidity: Record<Validity, number>;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
  unclassified: string[];
}

/** valid / invalid: the route's schemas accept it or not; raw: a body the route cannot read as
 * such; ignored: a raw body sent to a route that reads none (the handler may well run). */
type Validity = 'valid' | 'invalid' | 'raw' | 'ignored';
type Schemas = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<string, unknown>;
};

const mapValues = (o: Record<string, string | string[]>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, wellFormed(v)]));

/** Whether the route's own zod schemas accept the request as the server's parsers will see it. */
function validityOf(route: CatalogueRoute, req: FuzzRequest): Validity {
  const s = (route.schema ?? {}) as Schemas;
  let body: unknown;
  // A form's one-element arrays arrive as plain values; the server makes them arrays again.
  const asForm = (form: unknown) => {
    if (s.body) arraysOfOne(form, arrayFieldsOf(s.body));
    return form;
  };
  if (req.body?.kind === 'raw') {
    if (!s.body) return 'ignored';
    const read = readRaw(req.body.contentType, req.body.payload);
    if (read === UNREADABLE) return 'raw';
    body = req.body.contentType.startsWith('application/x-www-form-urlencoded') ? asForm(read) : read;
  } else
    body =
      req.body === undefined
        ? undefined
        : req.body.kind === 'json'
          ? (JSON.parse(JSON.stringify(req.body.value) ?? 'null') as unknown)
          : asForm(mapValues(req.body.value));
  const ok =
    (!s.params || s.params.safeParse(mapValues(req.params)).success) &&
    (!s.querystring || s.querystring.safeParse(mapValues(req.query)).success) &&
    (!s.body || s.body.safeParse(body).success);
  return ok ? 'valid' : 'invalid';
}

/** Whether a 400 is the platform's schema validation (error.validation), not a service's rule. */
function isSchemaRefusal(body: string): boolean {
  return /^\{"code":"VALIDATION","message":"(请求参数有误：|Invalid request parameter: )/.test(body);
}

const UNREADABLE = Symbol('unreadable');

/** What the server's body parsers make of a raw body (JSON, form, plain text), or UNREADABLE
 * when they refuse it (malformed, too deep, a type no parser takes). */
function readRaw(contentType: string, payload: string): unknown {
  // Fastify reads JSON as UTF-8 whatever charset the header names (an ASCII body reads the same).
  const type = contentType.split(';')[0]!.trim();
  try {
    if (type === 'application/json') return JSON.parse(payload.replace(/^\ufeff/, '')) as unknown;
  } catch {
    return UNREADABLE;
  }
  if (type === 'text/plain') return payload;
  if (type === 'application/x-www-form-urlencoded') {
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(payload)) {
      const had = out[k];
      out[k] = had === undefined ? v : [had].flat().concat(v);
    }
    return out;
  }
  return UNREADABLE;
}

function queryString(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([k, v]) =>
    [v].flat().map((x) => `${encodeText(k)}=${encodeText(x)}`),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

function payloadOf(req: FuzzRequest): { payload?: string; contentType?: string } {
  const b = req.body;
  if (!b) return {};
  if (b.kind === 'raw') return { payload: b.payload, contentType: b.contentType };
  if (b.kind === 'form')
    return { payload: queryString(b.value).slice(1), contentType: 'application/x-www-form-urlencoded' };
  return { payload: JSON.stringify(b.value) ?? 'null', contentType: 'application/json' };
}

/** The request as printed with a failure (long values cut). */
export function printable(req: FuzzRequest): string {
  return JSON.stringify(req, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
  );
}

/** Rows written on the connection so far (SQLite): a request that writes moves it. */
async function writesSoFar(t: TestApp): Promise<number | null> {
  if (t.dialect !== 'sqlite') return null;
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(t.db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Sends `budget` generated requests spread over every route (fixed `seed`: the same requests each
 * run) and checks the properties of issue 19: never a 5xx; an error is {code, message} in the
 * caller's language; a request the route's schemas refuse is answered 400 (413/415 for a body the
 * server cannot read) and writes nothing; one they accept is answered with a declared status.
 */
export async function runFuzz(t: TestApp, opts: { seed: number; budget: number }): Promise<FuzzResult> {
  const { routes, unclassified } = catalogue(t.app);
  let founder = `Bearer ${(await t.login('admin', 'admin123')).access_token}`;
  const resolver = await paramResolver(
    t.db,
    (
      await t.db
        .selectFrom('users')
        .select('shop_id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).shop_id,
  );
  const result: FuzzResult = {
    seed: opts.seed,
    requests: 0,
    routes: routes.length,
    byValidity: { valid: 0, invalid: 0, raw: 0, ignored: 0 },
    statuses: {},
    failures: [],
    unclassified,
  };
  let ip = 0;

  // A second pass tops the budget up when slow routes stopped early near the end of the first.
  for (let pass = 0; pass < 3 && result.requests < opts.budget; pass++)
    for (const [i, route] of routes.entries()) {
      if (pass > 0 && result.requests >= opts.budget) break;
      const name = `${route.method} ${route.url}`;
      const routeSeed = opts.seed + pass * routes.length + i;
      // What is left of the budget, shared by the routes still to come (a slow route's shortfall
      // goes to the others, so the run still sends the whole budget).
      const perRoute = Math.max(1, Math.ceil((opts.budget - result.requests) / (routes.length - i)));
      const sampled = fc.sample(requestsFor(route, resolver), { seed: routeSeed, numRuns: perRoute });
      const started = Date.now();
      let accepted = 0;
      const classified = sampled.map((req, index) => ({ req, index, validity: validityOf(route, req) }));
      // Refused requests first, between two dumps: together they must write nothing.
      const refused = (v: Validity) => v === 'invalid' || v === 'raw';
      const ordered = [
        ...classified.filter((c) => refused(c.validity)),
        ...classified.filter((c) => !refused(c.validity)),
      ];
      const declared = new Set(
        Object.keys((route.schema as Schemas | undefined)?.response ?? {}).map(Number),
      );
      // The previous route may have ended the founder's session (its last request a sign-out).
      const probe = await t.app.inject({
        method: 'GET',
        url: '/api/seller/shops',
        headers: { authorization: founder },
      });
      if (probe.statusCode !== 200) founder = `Bearer ${(await t.login('admin', 'admin123')).access_token}`;
      let before = await dumpTables(t.db);
      let dumpChecked = false;

      for (const { req, index, validity } of ordered) {
        if (!refused(validity) && !dumpChecked) {
          const diff = dumpDiff(before, await dumpTables(t.db));
          if (diff.length) fail('refused requests wrote to the database', -1, undefined, 0, diff.join(' | '));
          dumpChecked = true;
        }
        const { payload, contentType } = payloadOf(req);
        const headers: Record<string, string> = {
          'accept-language': req.lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9',
        };
        if (contentType) headers['content-type'] = contentType;
        if (route.access.kind === 'seller') headers.authorization = founder;
        if (route.access.kind === 'open') headers['x-api-key'] = DEMO_INTAKE_API_KEY;
        const writes = refused(validity) ? await writesSoFar(t) : null;
        if (!refused(validity) && ++accepted > 10 && Date.now() - started > SLOW_ROUTE_MS) break;
        const res = await t.app
          .inject({
            method: req.method as 'GET',
            url: `${req.url}${queryString(req.query)}`,
            headers,
            // Each sign-in attempt from its own address, so the sign-in throttle does not end the run.
            remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`,
            ...(payload === undefined ? {} : { payload }),
          })
          // A response the server cut off (a stream that failed after its headers) is a failure
          // of this request, named as such, not an error that ends the whole run unexplained.
          .catch((error: unknown) => {
            fail('a response completes', index, req, 0, String(error));
            return null;
          });
        if (!res) continue;
        result.requests++;
        result.byValidity[validity]++;
        result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
        const status = res.statusCode;

        if (status >= 500) fail('never a 5xx', index, req, status, res.body);
        if (status >= 400) {
          let body: { code?: unknown; message?: unknown } = {};
          try {
            body = JSON.parse(res.body) as typeof body;
          } catch {
            fail('an error body is JSON {code, message}', index, req, status, res.body);
          }
          if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.code)
            fail('an error body is {code, message}', index, req, status, res.body);
          else if (!isInLanguage(body.message, req.lang))
            fail(`an error message is in the caller's language (${req.lang})`, index, req, status, res.body);
        }
        if (validity === 'invalid' && ![400, 413, 414, 415].includes(status))
          fail('a request the schemas refuse is answered 400', index, req, status, res.body);
        if (validity === 'raw' && status < 400)
          fail('a body the route cannot read is refused', index, req, status, res.body);
        if (validity === 'valid' && declared.size && !declared.has(status))
          fail(
            `a valid request answers a declared status (${[...declared].join(', ')})`,
            index,
            req,
            status,
            res.body,
          );
        // The server's validation and the local reading of the same schemas must agree (a NUL
        // character aside, which the platform refuses before any schema: no-nul.ts).
        if (
          validity === 'valid' &&
          status === 400 &&
          isSchemaRefusal(res.body) &&
          !printable(req).includes('\\u0000')
        )
          fail("the route's schemas refused a request they accept", index, req, status, res.body);
        if (writes !== null && status >= 400 && (await writesSoFar(t)) !== writes)
          fail('a refused request writes nothing', index, req, status, res.body);
        if (route.access.kind === 'seller' && (status === 401 || status === 403)) {
          founder = `Bearer ${(await t.login('admin', 'admin123')).access_token}`; // the route ended the session (sign-out, password)
          if (!dumpChecked) before = await dumpTables(t.db); // the sign-in's own rows are not the request's
        }
      }
      if (!dumpChecked) {
        const diff = dumpDiff(before, await dumpTables(t.db));
        if (diff.length) fail('refused requests wrote to the database', -1, undefined, 0, diff.join(' | '));
      }

      function fail(
        property: string,
        index: number,
        req: FuzzRequest | undefined,
        status: number,
        body: string,
      ) {
        result.failures.push({
          property,
          route: name,
          seed: routeSeed,
          index,
          request: req ? printable(req) : '(the refused requests of this route together)',
          status,
          body: body.slice(0, 300),
        });
      }
    }
  return result;
}
