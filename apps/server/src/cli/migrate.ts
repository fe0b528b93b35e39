import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';

const config = loadConfig();
const db = createDatabase(config.database);
const applied = await migrateToLatest(db);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await db.destroy();
