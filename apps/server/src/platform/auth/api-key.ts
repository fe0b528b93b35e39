import { createHash } from 'node:crypto';

/** Only a shop's open-API key's SHA-256 is stored (the seed writes it, the guard looks it up). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
