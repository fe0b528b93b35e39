import { createHmac } from 'node:crypto';

/** The WeChat Pay (v2) HMAC-SHA256 signature, which the payment provider protocol uses both ways:
 * the parameters other than `sign` with a non-empty value, sorted by name (ASCII), joined as
 * `k=v&k=v`, then `&key=<api key>`; HMAC-SHA256 keyed with the API key, upper-case hex. Nested
 * values are not allowed by the protocol, so numbers and strings are all there is. */
export function signPayment(params: Record<string, unknown>, apiKey: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
  return createHmac('sha256', apiKey).update(`${text}&key=${apiKey}`, 'utf8').digest('hex').toUpperCase();
}
