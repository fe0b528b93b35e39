import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The real entry point: configuration checked at start, demo seed, SIGTERM ends it cleanly. */
describe('server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-main-')) },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 60_000);

  it('starts with the demo shop, answers, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-main-')),
        LOG_LEVEL: 'info',
        WEB_DIST: '',
      },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    for (let i = 0; i < 450 && !out.includes('RxDesk is serving at'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain(`RxDesk is serving at http://127.0.0.1:${port}`);
    expect(out).toContain('admin');
    // A sign-in is deliberately slow (argon2id): send SIGTERM while it is running.
    const md5 = '0192023a7bbd73250516f069df18b500'; // md5('admin123')
    const inFlight = fetch(`http://127.0.0.1:${port}/api/admin-user/login?username=admin&password=${md5}`);
    // Wait until the server has the request (its log line), then stop it.
    for (let i = 0; i < 100 && !out.includes('"url":"/api/admin-user/login'); i++)
      await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { username: string }).username).toBe('admin');
    expect(await exited, out.slice(-1500)).toBe(0);
    expect(out).toContain('shutting down');
  }, 90_000);
});
