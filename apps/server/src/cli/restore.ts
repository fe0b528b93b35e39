/** `npm run restore FILE` — see README "Backups". Only into an empty data directory / database. */
import { ConfigError, loadConfig } from '../platform/config.ts';
import { BackupError, restoreDatabase } from '../platform/db/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore FILE   (a file written by npm run backup)');
  process.exit(2);
}
try {
  const { into } = await restoreDatabase(loadConfig(), file);
  console.log(`restored ${file} into ${into}; start the server as usual (it migrates to the latest schema)`);
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(`restore failed: ${err.message}`);
  process.exit(1);
}
