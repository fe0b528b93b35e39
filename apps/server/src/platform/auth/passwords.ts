import argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet, argon2id: m=19 MiB, t=2, p=1.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes what the client sent (the MD5 digest of the typed password, §7) with argon2id. */
export function hashPassword(clientDigest: string): Promise<string> {
  return argon2.hash(clientDigest, OPTIONS);
}

export async function verifyPassword(hash: string, clientDigest: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, clientDigest);
  } catch {
    return false;
  }
}

/** A hash of a random value, verified against when the username is unknown so that the answer
 * takes as long as for a real account: no user enumeration by timing. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argon2.hash('rxdesk-timing-equaliser', OPTIONS);
  return dummyHash;
}
