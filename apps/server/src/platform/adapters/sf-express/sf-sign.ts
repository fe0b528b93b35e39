import { createHash } from 'node:crypto';

/** SF same-city (顺丰同城 openic) signature, as documented: join the exact posted JSON text, dev_id
 * and dev_key with '&', take the MD5 as a lowercase hex string, and Base64-encode that hex string
 * (not the 16 raw digest bytes). The same rule signs SF's callbacks to us, over their raw body.
 * Base64 of hex text only ever yields [A-Za-z0-9] and one trailing '=', so the sign survives a
 * query string whether or not the sender percent-encodes it. */
export function signSf(postData: string, devId: string, devKey: string): string {
  const md5Hex = createHash('md5').update(`${postData}&${devId}&${devKey}`, 'utf8').digest('hex');
  return Buffer.from(md5Hex, 'utf8').toString('base64');
}
