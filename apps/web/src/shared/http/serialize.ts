/* §7: array params travel as repeated keys (`ids=1&ids=2`, never `ids[]=`), both in the query
 * string and in form-encoded bodies, because that is what the server's parsers read as a list. */

export type ParamValue = string | number | boolean | null | undefined | Date;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

function encodeValue(value: Exclude<ParamValue, null | undefined>): string {
  return encodeURIComponent(value instanceof Date ? Math.floor(value.getTime() / 1000) : String(value));
}

/** `{ids: [1, 2], q: 'a b', empty: undefined}` → `ids=1&ids=2&q=a%20b`. null and undefined are
 * left out (an omitted filter), empty strings are kept (an explicit blank). Dates go as unix
 * seconds, the API's time unit. */
export function serializeParams(params: Params | undefined | null): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as ParamValue[]) {
      if (value === null || value === undefined) continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeValue(value)}`);
    }
  }
  return pairs.join('&');
}

/** The same encoding, for `application/x-www-form-urlencoded` PUT/POST bodies. */
export const toFormBody = serializeParams;

/** Only plain objects are form-encoded; FormData, Blobs, strings and arrays go as they are. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
