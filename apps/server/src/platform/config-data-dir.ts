import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the configuration keeps in, or reads beside, DATA_DIR: the embedded database's file and
 * the generated secrets. */

export function parseDatabaseUrl(
  url: string | undefined,
  dataDir: string,
): { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string } {
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'rxdesk.db') };
  if (url.startsWith('postgres')) return { kind: 'postgres', url };
  const file = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : resolve(file) };
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR, so restarts
 * keep sessions valid. With several processes, give them in the environment instead. */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
