import closeWithGrace from 'close-with-grace';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrator.ts';
import { seedDemo } from './seed/seed.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';

// apps/server/{src,dist}/main → apps/web/dist
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  config.webDist ??= DEFAULT_WEB_DIST;

  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const seeded = config.demo ? await seedDemo(db) : false;
  const app = await buildApp({ config, db });
  app.addHook('onClose', async () => db.destroy());

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = `http://${shown}:${(app.server.address() as { port: number }).port}`;
  const lines = [
    `RxDesk is serving at ${address}`,
    `  database: ${config.database.kind}${seeded ? ' (demo shop seeded)' : ''}`,
  ];
  if (config.demo) {
    lines.push('  demo accounts (username / password / mobile):');
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.username.padEnd(10)} ${a.password.padEnd(9)} ${a.mobile}  ${a.role}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
