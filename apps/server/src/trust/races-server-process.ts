import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../platform/config.ts';

/** A real server process (src/main.ts through tsx, as main.test.ts starts it), for the tests that
 * kill one with SIGKILL or run several side by side. */
export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, in-flight transactions die with the process. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '', ...env, PORT: String(p), HOST: '127.0.0.1' },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  for (let i = 0; i < 900 && !out.includes('RxDesk is serving at'); i++) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!out.includes('RxDesk is serving at')) {
    child.kill('SIGKILL');
    throw new Error(`server did not start:\n${out.slice(-3000)}`);
  }
  return {
    port: p,
    url: `http://127.0.0.1:${p}`,
    child,
    output: () => out,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Where a server process keeps its data: a SQLite file in a fresh DATA_DIR, or with
 * TEST_DATABASE_URL a fresh PostgreSQL database of its own (dropped by `drop`). */
export async function processDatabase(): Promise<{
  dialect: 'sqlite' | 'postgres';
  dataDir: string;
  database: AppConfig['database'];
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rx-races-'));
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = join(dataDir, 'rxdesk.db');
    return {
      dialect: 'sqlite',
      dataDir,
      database: { kind: 'sqlite', file },
      env: { DATA_DIR: dataDir },
      drop: async () => undefined,
    };
  }
  const name = `rx_races_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    dataDir,
    database: { kind: 'postgres', url: own.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: own.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
