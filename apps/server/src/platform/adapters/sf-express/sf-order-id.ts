/** SF order ids are integers documented as "int by default" and often longer than 2^53, so
 * JSON.parse would silently round them. Read the digits from the raw text instead; fall back to
 * the parsed value when SF sends the id as a string. */
export function sfOrderIdFrom(rawJson: string, parsed: unknown): string | null {
  const digits = /"sf_order_id"\s*:\s*(\d+)/.exec(rawJson);
  if (digits?.[1]) return digits[1];
  return typeof parsed === 'string' && parsed !== '' ? parsed : null;
}
