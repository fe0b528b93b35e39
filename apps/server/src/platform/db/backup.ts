import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { BackupError, backupKindOf, backupStamp } from './backup-file.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';
import { backupSqlite, restoreSqlite } from './backup-sqlite.ts';

export { BackupError } from './backup-file.ts';

/** `npm run backup [FILE]`: a consistent copy of the configured database while the server runs.
 * Without FILE it goes to DATA_DIR/backups/rxdesk-<Shanghai time>.{sqlite,pgdump}. */
export async function backupDatabase(
  config: Pick<AppConfig, 'database' | 'dataDir'>,
  out?: string,
): Promise<{ file: string; bytes: number }> {
  const target = config.database;
  const file =
    out ??
    join(config.dataDir, 'backups', `${backupStamp()}.${target.kind === 'sqlite' ? 'sqlite' : 'pgdump'}`);
  if (!out) mkdirSync(join(config.dataDir, 'backups'), { recursive: true });
  const { bytes } =
    target.kind === 'sqlite' ? await backupSqlite(target.file, file) : await backupPostgres(target.url, file);
  return { file, bytes };
}

/** `npm run restore FILE`: the backup into the configured database, which must be empty. */
export async function restoreDatabase(
  config: Pick<AppConfig, 'database'>,
  file: string,
): Promise<{ into: string }> {
  const kind = backupKindOf(file);
  const target = config.database;
  if (kind !== target.kind)
    throw new BackupError(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup but DATABASE_URL points at ` +
        `${target.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    );
  if (target.kind === 'sqlite') {
    restoreSqlite(file, target.file);
    return { into: target.file };
  }
  await restorePostgres(file, target.url);
  return { into: redactPassword(target.url) };
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
