import { startFakeKuaidi100 } from '../../apps/server/src/testing/fakes/fake-kuaidi100.ts';

/* Kuaidi100 for the e2e server (started by playwright.config.ts as a web server of its own,
 * before the app): the server's own fake of the e-waybill and tracking protocol on
 * E2E_KUAIDI100_PORT (any GET answers 200 with a refusal body: enough for Playwright to see it up). */

const port = Number(process.env.E2E_KUAIDI100_PORT);
const key = process.env.KUAIDI100_KEY;
const secret = process.env.KUAIDI100_SECRET;
const customer = process.env.KUAIDI100_CUSTOMER;
if (!port || !key || !secret || !customer)
  throw new Error('E2E_KUAIDI100_PORT, KUAIDI100_KEY, KUAIDI100_SECRET and KUAIDI100_CUSTOMER are required');

const fake = await startFakeKuaidi100({ key, secret, customer, port });
console.log(`fake Kuaidi100 at ${fake.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
