import { timingSafeEqual } from 'node:crypto';

/** Constant-time string comparison for signatures, so a forger cannot learn a signature byte by byte. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
