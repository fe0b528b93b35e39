import { existsSync, linkSync, renameSync, rmSync, statSync, copyFileSync, constants } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { BackupError, refuseExisting } from './backup-file.ts';

/** Copies the live SQLite file through SQLite's online backup API while the server keeps writing.
 * All pages are copied in ONE backup step: a step reads inside one read transaction, so the copy
 * is the database as of one commit (in WAL mode the server's writers are not blocked meanwhile).
 * Smaller steps would release the snapshot between them and restart whenever the server commits,
 * which under steady writes may never finish. The copy is switched to a rollback journal so the
 * backup is one self-contained file, checked with `integrity_check`, and only then given its name. */
export async function backupSqlite(source: string, out: string): Promise<{ bytes: number; pages: number }> {
  if (source === ':memory:')
    throw new BackupError('DATABASE_URL is an in-memory SQLite database: nothing to back up');
  if (!existsSync(source))
    throw new BackupError(`no SQLite database at ${source} (check DATA_DIR / DATABASE_URL)`);
  refuseExisting(out, 'backup file');
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const db = new SqliteDatabase(source, { fileMustExist: true });
  let pages = 0;
  try {
    db.pragma('busy_timeout = 5000');
    const done = await db.backup(partial, { progress: () => 0x7fffffff });
    pages = done.totalPages;
  } finally {
    db.close();
  }
  try {
    checkIntegrity(partial, { setRollbackJournal: true });
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  renameSync(partial, out);
  return { bytes: statSync(out).size, pages };
}

/** Puts a backup in place of the database file, which must not exist yet: a restore never
 * replaces data. The backup is checked first; the file appears under its name in one step
 * (a hard link, which fails rather than replace a file created meanwhile). */
export function restoreSqlite(backup: string, target: string): { bytes: number } {
  if (target === ':memory:')
    throw new BackupError('DATABASE_URL is an in-memory SQLite database: nowhere to restore');
  for (const file of [target, `${target}-wal`, `${target}-shm`, `${target}-journal`]) {
    if (existsSync(file))
      throw new BackupError(
        `refusing to restore: ${file} already exists (${statSync(file).size} bytes). ` +
          'Restore into an empty data directory (DATA_DIR) or move the existing database away first.',
      );
  }
  checkIntegrity(backup, { setRollbackJournal: false });
  const partial = `${target}.restoring`;
  rmSync(partial, { force: true });
  copyFileSync(backup, partial, constants.COPYFILE_EXCL);
  try {
    linkSync(partial, target);
  } catch (err) {
    throw new BackupError(`refusing to restore: ${target} appeared meanwhile (${(err as Error).message})`);
  } finally {
    rmSync(partial, { force: true });
  }
  return { bytes: statSync(target).size };
}

function checkIntegrity(file: string, options: { setRollbackJournal: boolean }): void {
  const db = new SqliteDatabase(file, { fileMustExist: true, readonly: !options.setRollbackJournal });
  try {
    if (options.setRollbackJournal) db.pragma('journal_mode = DELETE');
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} fails PRAGMA integrity_check: ${String(result)}`);
  } finally {
    db.close();
  }
}
