/**
 * One RxDesk server process for the live-notice benchmark: the real app (buildApp) configured from
 * the environment exactly as `main.ts` does (DATA_DIR, DATABASE_URL, REDIS_URL, JWT_SECRET, …), on
 * 127.0.0.1 and a free port, with no web app, no migration and no seeding (the benchmark prepared the
 * database). Started by notice-latency.ts with `fork` (IPC channel) and `--expose-gc`:
 *   → parent  {kind: 'listening', port}
 *   ← parent  {cmd: 'mem'}   → {kind: 'mem', usage}  process.memoryUsage() after two full GCs
 *   ← parent  {cmd: 'stop'}  → closes the app (sockets, bus, database) and exits
 * Its own process, so its RSS is the server's alone (the clients live in the parent).
 */
import { buildApp } from '@rxdesk/server/src/app.ts';
import { loadConfig } from '@rxdesk/server/src/platform/config.ts';
import { createDatabase } from '@rxdesk/server/src/platform/db/database.ts';

export type ServerMessage =
  | { kind: 'listening'; port: number }
  | { kind: 'mem'; usage: NodeJS.MemoryUsage }
  | { kind: 'error'; error: string };
export type ServerCommand = { cmd: 'mem' } | { cmd: 'stop' };

const send = (m: ServerMessage) => process.send?.(m);

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0', DEMO: '0' });
  config.webDist = undefined;
  const db = createDatabase(config.database);
  const app = await buildApp({ config, db, logger: false });
  app.addHook('onClose', async () => db.destroy());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start with --expose-gc');

  process.on('message', (m: ServerCommand) => {
    if (m.cmd === 'mem') {
      gc();
      gc();
      send({ kind: 'mem', usage: process.memoryUsage() });
    } else if (m.cmd === 'stop') {
      void app.close().finally(() => process.exit(0));
    }
  });
  // The parent died without saying stop: do not linger.
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
  send({ kind: 'listening', port: (app.server.address() as { port: number }).port });
}

main().catch((err: unknown) => {
  send({ kind: 'error', error: String((err as Error)?.stack ?? err) });
  process.exit(1);
});
