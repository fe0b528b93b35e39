import { systemClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { RollupJob } from '../modules/statistics/rollup-job.service.ts';
import { RollupRepository } from '../modules/statistics/rollup.repository.ts';

/** Recomputes the statistics rollups from the orders and refunds (all shops, or `--shop <id>`):
 * `npm run -w apps/server stats:rebuild [-- --shop 1]`. Safe while the server runs: the cursor is
 * set first, so the server's catch-up redoes any day changed meanwhile. */
const shopArg = process.argv.indexOf('--shop');
const shopId = shopArg > 0 ? Number(process.argv[shopArg + 1]) : undefined;
if (shopId !== undefined && !(Number.isInteger(shopId) && shopId > 0)) {
  console.error('usage: stats-rebuild [--shop <id>]');
  process.exit(2);
}
const config = loadConfig();
const db = createDatabase(config.database);
const started = performance.now();
const days = await new RollupJob(new RollupRepository(db), systemClock).rebuild(shopId, (done, total) => {
  if (done % 500 === 0) console.log(`  ${done} / ${total} days`);
});
console.log(`statistics rebuilt: ${days} shop-days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.destroy();
