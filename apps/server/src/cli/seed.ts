import { loadConfig } from '../platform/config.ts';
import { createDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { seedDemo } from '../seed/seed.ts';

const config = loadConfig();
const db = createDatabase(config.database);
await migrateToLatest(db);
console.log((await seedDemo(db)) ? 'demo shop seeded' : 'demo shop already present: nothing changed');
await db.destroy();
