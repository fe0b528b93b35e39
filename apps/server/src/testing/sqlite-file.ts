import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** A SQLite file in WAL mode (as the app opens its own) holding what `sql` creates, in a temporary
 * folder of its own: for the read workers, which need a file to open beside the test's connection. */
export function sqliteFileWith(sql: string): { file: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'rx-sqlite-'));
  const file = join(dir, 'test.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(sql);
  db.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
