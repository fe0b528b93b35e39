const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 248 = 4 × 62, the largest multiple of 62 a byte can hold. Bytes 248-255 are thrown away
 * (rejection sampling); taking every byte modulo 62 would favour the first 8 characters. */
const ACCEPT_BELOW = 256 - (256 % ALPHABET.length);
/** getRandomValues refuses more than 65536 bytes per call. */
const MAX_BATCH = 65536;

/** Cryptographically random [A-Za-z0-9] string (§5, default length 32), e.g. for the seller_uuid
 * header. Uses Web Crypto, present as globalThis.crypto in Node 20 and every browser. */
export function randomString(length = 32): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`randomString length must be a non-negative integer, got ${length}`);
  }
  let out = '';
  while (out.length < length) {
    // Ask for a little more than needed so one batch nearly always suffices (3% of bytes are dropped).
    const missing = length - out.length;
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(Math.min(MAX_BATCH, missing + 8)));
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      out += ALPHABET.charAt(byte % ALPHABET.length);
      if (out.length === length) break;
    }
  }
  return out;
}
