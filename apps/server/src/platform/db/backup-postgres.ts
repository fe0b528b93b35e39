import { spawn } from 'node:child_process';
import { accessSync, constants, renameSync, rmSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { BackupError, refuseExisting } from './backup-file.ts';

/** The path of `command` on PATH, or null: pg_dump is a PostgreSQL client tool, not a dependency. */
export function findOnPath(command: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter).filter(Boolean)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

function requireTool(command: 'pg_dump' | 'pg_restore'): string {
  const found = findOnPath(command);
  if (!found)
    throw new BackupError(
      `${command} is not on PATH: PostgreSQL backups need the PostgreSQL client tools ` +
        `(Debian/Ubuntu: apt-get install postgresql-client, of the server's major version or newer)`,
    );
  return found;
}

/** pg_dump takes its snapshot in one repeatable-read transaction: the dump is the database as of
 * one moment while the server keeps writing. Custom format, so pg_restore can check and restore it.
 * The password travels in PGPASSWORD, not on the command line where `ps` would show it. */
export async function backupPostgres(url: string, out: string): Promise<{ bytes: number }> {
  const pgDump = requireTool('pg_dump');
  refuseExisting(out, 'backup file');
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const { dbname, env } = connectionArgs(url);
  try {
    await run(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
  renameSync(partial, out);
  return { bytes: statSync(out).size };
}

/** Restores a pg_dump file into the database of DATABASE_URL, which must exist and be empty (no
 * table, sequence or view outside the system schemas): a restore never merges into data. One
 * transaction, stopping at the first error, so a failed restore leaves the database empty. */
export async function restorePostgres(file: string, url: string): Promise<{ relations: number }> {
  const pgRestore = requireTool('pg_restore');
  const existing = await userRelations(url);
  if (existing > 0)
    throw new BackupError(
      `refusing to restore: the database of DATABASE_URL already holds ${existing} tables, sequences or views. ` +
        'Restore into an empty database (createdb <name>) or drop this one first.',
    );
  const { dbname, env } = connectionArgs(url);
  await run(
    pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
  return { relations: await userRelations(url) };
}

async function userRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`cannot connect to DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'S', 'v', 'm')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

function connectionArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) => reject(new BackupError(`${command}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} exited with ${code}: ${stderr.trim() || '(no message)'}`)),
    );
  });
}
