import { startFakeMaps } from '../../apps/server/src/testing/fakes/fake-maps.ts';

/* The map services for the e2e server (started by playwright.config.ts before the app): the
 * server's own fake of AMap's and Tencent's geocoders and PNG tiles on E2E_MAPS_PORT (/health
 * answers 200 for Playwright to see it up). */

const port = Number(process.env.E2E_MAPS_PORT);
const amapKey = process.env.AMAP_KEY;
const tencentKey = process.env.TENCENT_MAP_KEY;
if (!port || !amapKey || !tencentKey)
  throw new Error('E2E_MAPS_PORT, AMAP_KEY and TENCENT_MAP_KEY are required');

const fake = await startFakeMaps({ amapKey, tencentKey, port });
console.log(`fake maps at ${fake.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void fake.close().finally(() => process.exit(0)));
