import { createHash } from 'node:crypto';

/** Meituan delivery open platform (美团配送) signature, as documented: drop `sign` and every
 * parameter whose value is empty, sort the rest by name (byte order), concatenate name+value with
 * no separators, prefix the app secret, and take the SHA-1 as lowercase hex. The same rule signs
 * Meituan's callbacks to us. */
export function signMeituan(params: Record<string, string | undefined>, secret: string): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
  return createHash('sha1').update(`${secret}${joined}`, 'utf8').digest('hex');
}
