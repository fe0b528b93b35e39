import { createHash } from 'node:crypto';

/** Meituan's delivery_id is a long chosen by us; sending the same one again is documented as the
 * same delivery activity, so deriving it from the order sn makes a retried dispatch idempotent
 * instead of booking a second rider. A numeric sn that fits in a long is used as is (without a
 * leading zero, so "007" and "7" never share an id); anything else becomes the first 60 bits of its
 * SHA-1. Kept as a decimal string: it may exceed 2^53. */
export function meituanDeliveryId(sn: string): string {
  if (/^[1-9]\d{0,17}$/.test(sn)) return sn;
  const hex = createHash('sha1').update(sn, 'utf8').digest('hex').slice(0, 15);
  return BigInt(`0x${hex}`).toString();
}
