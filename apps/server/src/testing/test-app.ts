import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoggedInUser } from '@rxdesk/contract/auth/auth';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../platform/config.ts';
import { ManualClock } from '../platform/clock.ts';
import type { Db } from '../platform/db/database.ts';
import type { EventBus } from '../platform/realtime/event-bus.ts';
import { InProcessBus } from '../platform/realtime/in-process-bus.ts';
import { seedDemo } from '../seed/seed.ts';
import { copySeededTemplate } from './seeded-template.ts';
import { createTestDatabase } from './test-database.ts';

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: AppConfig;
  dialect: 'sqlite' | 'postgres';
  /** The app's live-notice bus: publish on it, or subscribe to see what services published. */
  bus: EventBus;
  login(username: string, password: string): Promise<LoggedInUser>;
  close(): Promise<void>;
}

/** The whole server over a fresh seeded database, driven through app.inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: { bus?: EventBus } = {},
): Promise<TestApp> {
  const { db, dialect, drop, clock } = await seededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'rxdesk-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const bus = overrides.bus ?? new InProcessBus();
  const app = await buildApp({ config, db, clock, logger: false, bus });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    dialect,
    bus,
    async login(username, password) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin-user/login',
        query: { username, password: md5(password) },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<LoggedInUser>();
    },
    async close() {
      await app.close();
      if (!overrides.bus) await bus.close();
      await drop();
    },
  };
}

/** A database of the app's own holding the seeded demo, and a clock at the seed's time: a copy of
 * the run's seeded template, or (outside the suites' global setup) a fresh seed. */
async function seededDatabase() {
  const copy = await copySeededTemplate();
  if (copy) return { ...copy, clock: new ManualClock(copy.at) };
  const fresh = await createTestDatabase();
  const clock = new ManualClock();
  await seedDemo(fresh.db, clock.now(), { liveOffers: false });
  return { ...fresh, clock };
}

/** A fresh app and the demo founder's access token — how most HTTP test files begin:
 * `beforeAll(async () => ({ t, admin } = await startAsAdmin()));`. */
export async function startAsAdmin(): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp();
  return { t, admin: (await t.login('admin', 'admin123')).access_token };
}

/** A fresh app with the demo founder of shop 1 (`admin`) and the founder of the second shop
 * (`other`) signed in — how the tests that check one shop cannot see another's data begin. */
export async function startWithTwoShops(): Promise<{ t: TestApp; admin: string; other: string }> {
  const { t, admin } = await startAsAdmin();
  return { t, admin, other: (await t.login('kangning', 'kangning123')).access_token };
}
