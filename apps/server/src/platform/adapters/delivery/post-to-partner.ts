import { DeliveryError } from './delivery-partner.ts';

/** One POST to a partner with a deadline. Returns the answer's text (needed where ids overflow a JS
 * number) and its parsed JSON. Not retried: a retry after a timeout could dispatch a rider twice. */
export async function postToPartner(
  partner: string,
  url: string,
  request: { contentType: string; body: string },
  timeoutMs: number,
): Promise<{ text: string; json: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': request.contentType },
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    throw new DeliveryError(`${partner} unreachable: ${(e as Error).message}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    throw new DeliveryError(`${partner} unreachable: ${(e as Error).message}`);
  }
  if (!res.ok) throw new DeliveryError(`${partner} answered HTTP ${res.status}`);
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    throw new DeliveryError(`${partner} answered something that is not JSON (HTTP ${res.status})`);
  }
}
