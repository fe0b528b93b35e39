import { md5 } from 'js-md5';

/** §7 "password hashed": passwords travel as the lowercase hex MD5 of what the user typed; the
 * server stores only a slow hash of that digest. TLS, not MD5, protects them in transit. */
export function passwordDigest(plain: string): string {
  return md5(plain);
}
