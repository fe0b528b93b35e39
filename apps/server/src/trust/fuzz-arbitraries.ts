import fc from 'fast-check';
import type { z } from 'zod';
import type { CatalogueRoute, ParamResolver } from './routes-catalogue.ts';
import { fieldsOf, pastBounds, valid } from './zod-arbitrary.ts';

/** Text no form should trust: empty, blanks, full-width and Arabic-Indic digits, emoji (with ZWJ),
 * RTL override, NUL, lone surrogates, numbers at and past every limit, injection-looking text. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u3000',
  '１２３',
  '０',
  '٣٤',
  '😀',
  '👨‍👩‍👧‍👦',
  '\u202e1234',
  '\u200b',
  'a\u0000b',
  '\ud800',
  '\udfff',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '%00',
  '%E4%B8%AD',
  '../../etc/passwd',
  '__proto__',
];
const HUGE = ['x'.repeat(100_000), '９'.repeat(20_000), '😀'.repeat(10_000)];

/** A string as it travels in a URL or form (any text, lone surrogates included). */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

/** A JSON value of the wrong shape or type. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.constant(deep(200)),
);

function deep(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** A body no JSON route should take as such: malformed, too deep, repeated keys, wrong type. */
const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
  {
    contentType: 'application/json',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { contentType: 'application/json', payload: '{"a":1,"a":"two","a":[3]}' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: '{}' },
  { contentType: 'application/xml', payload: '<a>1</a>' },
  { contentType: 'multipart/form-data', payload: 'x' },
  {
    contentType: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&%E4%B8=%ZZ&b' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
];

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: Record<string, string | string[]> }
  | { kind: 'raw'; contentType: string; payload: string };

/** One generated request: what is sent, and whether the route's own schemas accept it. */
export interface FuzzRequest {
  method: string;
  url: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: Body | undefined;
  lang: 'en' | 'zh';
}

type Obj = Record<string, unknown>;

/** Sets one field to a wrong value (nasty, or just past its limits), drops one, or adds an
 * unknown one. */
function mutated(
  value: fc.Arbitrary<Obj>,
  shape: Record<string, z.ZodType>,
  bad: fc.Arbitrary<unknown>,
  asText = false,
): fc.Arbitrary<Obj> {
  const keys = [...Object.keys(shape), '__unknown'];
  const change = fc
    .constantFrom(...keys)
    .chain((key) =>
      fc.tuple(
        fc.constant(key),
        shape[key] ? fc.oneof(bad, ...pastBounds(shape[key], asText)) : bad,
        fc.constantFrom('set', 'drop'),
      ),
    );
  return fc.tuple(value, change).map(([v, [key, x, how]]) => {
    const out = { ...v };
    if (how === 'drop') delete out[key];
    else out[key] = x;
    return out;
  });
}

const asText = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => String(x))
    : typeof v === 'object' && v !== null
      ? JSON.stringify(v)
      : String(v);

/** An object as a query string or form carries it: an array is repeated keys, so one element
 * travels as a plain value (which the server makes an array again: form-arrays.ts) and none as no
 * key at all. */
function textRecord(o: Obj | undefined): Record<string, string | string[]> {
  if (typeof o !== 'object' || o === null) return {};
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    const text = asText(v);
    if (Array.isArray(text) && text.length === 0) continue;
    out[k] = Array.isArray(text) && text.length === 1 ? text[0]! : text;
  }
  return out;
}

/** Requests for one route: valid ones (shop A's real ids in the path), and ones with a wrong field,
 * wrong types, nasty text, or a body that is not what the route reads. */
export function requestsFor(route: CatalogueRoute, resolver: ParamResolver): fc.Arbitrary<FuzzRequest> {
  const schema = route.schema as
    { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType } | undefined;
  const resolved = route.params.length ? resolver.resolve(route) : {};
  const paramArb: fc.Arbitrary<Record<string, string>> = fc.record(
    Object.fromEntries(
      route.params.map((p) => [
        p,
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(resolved[p]!.value) },
          // A dot segment ('.', '..') is not a value a path can carry: the URL is normalised
          // before routing, so such a request addresses another path, never this route.
          { weight: 2, arbitrary: nastyText.filter((v) => v !== '.' && v !== '..') },
        ),
      ]),
    ),
  );

  const queryFields = fieldsOf(schema?.querystring);
  const validQuery: fc.Arbitrary<Obj> = schema?.querystring
    ? (valid(schema.querystring, true) as fc.Arbitrary<Obj>)
    : fc.constant({});
  const queryArb = fc
    .oneof(
      { weight: 2, arbitrary: validQuery },
      {
        weight: 3,
        arbitrary: mutated(
          validQuery,
          queryFields,
          fc.oneof(nastyText, fc.array(nastyText, { minLength: 2, maxLength: 3 })),
        ),
      },
    )
    .map(textRecord);

  const takesBody = !['GET', 'HEAD'].includes(route.method);
  let bodyArb: fc.Arbitrary<Body | undefined> = fc.constant(undefined);
  if (takesBody) {
    const bodyShape = fieldsOf(schema?.body);
    const bodyFields = Object.keys(bodyShape);
    const validBody: fc.Arbitrary<Obj> = schema?.body
      ? (valid(schema.body) as fc.Arbitrary<Obj>).map((b) => ({ ...b, ...idsFor(bodyFields, resolver) }))
      : fc.constant({});
    const validForm: fc.Arbitrary<Obj> = schema?.body
      ? (valid(schema.body, true) as fc.Arbitrary<Obj>)
      : fc.constant({});
    bodyArb = fc.oneof(
      { weight: 3, arbitrary: validBody.map((value): Body => ({ kind: 'json', value })) },
      {
        weight: 4,
        arbitrary: mutated(validBody, bodyShape, nastyJson).map((value): Body => ({ kind: 'json', value })),
      },
      { weight: 1, arbitrary: nastyJson.map((value): Body => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: validForm.map((v): Body => ({ kind: 'form', value: textRecord(v) })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((r): Body => ({ kind: 'raw', ...r })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }

  return fc
    .record({
      params: paramArb,
      query: queryArb,
      body: bodyArb,
      lang: fc.constantFrom('en' as const, 'zh' as const),
    })
    .map((r) => ({
      method: route.method,
      url: fillPath(route.url, r.params),
      ...r,
    }));
}

/** Shop A's ids for the body fields that name a resource (an order number), so valid bodies reach
 * real data rather than stopping at 404. */
function idsFor(fields: string[], resolver: ParamResolver): Obj {
  return Object.fromEntries(fields.filter((f) => f in resolver.bodyIds).map((f) => [f, resolver.bodyIds[f]]));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** String.prototype.toWellFormed (Node 20, not in this TypeScript lib): lone surrogates to U+FFFD. */
const toWellFormed = (s: string) => s.replace(LONE_SURROGATE, '\uFFFD');

/** Percent-encodes text as a browser would; a lone surrogate has no UTF-8, so it goes as U+FFFD. */
export const encodeText = (s: string) => encodeURIComponent(toWellFormed(s));

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeText(params[name] ?? ''));
}

/** What the server's parsers make of a text value (query, form, path): well-formed text. */
export const wellFormed = (v: string | string[]) =>
  Array.isArray(v) ? v.map(toWellFormed) : toWellFormed(v);
