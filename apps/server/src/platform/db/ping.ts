import { sql } from 'kysely';
import type { Db } from './database.ts';

/** One round trip to the database (the health check's proof that it answers). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
