import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/* A server of the spec's own, for specs that stop and start it (the shared one of
 * playwright.config.ts must stay up for the others): the same built app, port and data folder
 * kept across restarts, so sessions, secrets and orders survive as they do in production. */

const ROOT = join(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export class OwnServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  /** A fresh data folder under the e2e one (a new demo database is seeded at the first start). */
  static async create(): Promise<OwnServer> {
    const parent = process.env.E2E_DATA_DIR ?? tmpdir();
    return new OwnServer(await freePort(), mkdtempSync(join(parent, 'own-server-')));
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts `node apps/server/dist/main.js` and waits until /api/health answers. */
  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DEMO: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (this.output += d.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${this.output}`);
      try {
        if ((await fetch(`${this.baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not healthy within 30 s:\n${this.output}`);
  }

  /** SIGTERM, as a service manager stops it, and waits for the process to exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}
