/** `npm run backup [FILE]` — see README "Backups". Safe while the server runs. */
import { ConfigError, loadConfig } from '../platform/config.ts';
import { BackupError, backupDatabase } from '../platform/db/backup.ts';

try {
  const { file, bytes } = await backupDatabase(loadConfig(), process.argv[2]);
  console.log(`backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(`backup failed: ${err.message}`);
  process.exit(1);
}
