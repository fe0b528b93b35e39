import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** A refusal or failure the operator can act on: the CLIs print its message alone and exit 1. */
export class BackupError extends Error {}

/** What a backup file holds, told by its first bytes rather than its name, so a renamed file
 * still restores and a wrong file is refused before anything is touched. */
export type BackupKind = 'sqlite' | 'postgres';

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** pg_dump's custom format (`--format=custom`). */
const PG_DUMP_MAGIC = Buffer.from('PGDMP', 'latin1');

export function backupKindOf(file: string): BackupKind {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) return 'sqlite';
  if (head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) return 'postgres';
  throw new BackupError(`${file} is neither a SQLite backup nor a pg_dump custom-format file`);
}

/** Backups are never overwritten: a second one with the same name is refused, not merged. */
export function refuseExisting(file: string, what: string): void {
  if (existsSync(file) && statSync(file).size > 0)
    throw new BackupError(
      `${what} ${file} already exists (${statSync(file).size} bytes): refusing to overwrite it`,
    );
}

/** `rxdesk-20261126-221500`: the time of day in Asia/Shanghai, the shop's own clock. */
export function backupStamp(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `rxdesk-${get('year')}${get('month')}${get('day')}-${get('hour')}${get('minute')}${get('second')}`;
}
