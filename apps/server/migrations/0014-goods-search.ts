import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';
import { searchText } from '../src/platform/search/search-text.ts';

// Goods keyword search through an index (issue 20: 100 000 SKUs, p99 ≤ 25 ms): `search_text`
// holds the tokens of name, common name and code (platform/search/search-text.ts), indexed by
// FTS5 on SQLite (an external-content table kept in step by triggers) and on PostgreSQL by GIN over
// a generated tsvector column.
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; goods_name: string; common_name: string; goods_code: string }>`
    SELECT id, goods_name, common_name, goods_code FROM goods`.execute(db);
  for (const r of rows.rows)
    await sql`UPDATE goods SET search_text = ${searchText(r.goods_name, r.common_name, r.goods_code)} WHERE id = ${r.id}`.execute(
      db,
    );
  if (isPostgres(db)) {
    // Stored, not an expression index: a phrase query rechecks each candidate row against its
    // vector, and recomputing to_tsvector there cost ~20 µs a row.
    await sql`ALTER TABLE goods ADD COLUMN search_vector tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db);
    await sql`CREATE INDEX goods_search_idx ON goods USING gin (search_vector)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE goods_fts USING fts5(search_text, content='goods', content_rowid='id', tokenize='unicode61', prefix='2 3 4')`.execute(
    db,
  );
  await sql`CREATE TRIGGER goods_fts_ai AFTER INSERT ON goods BEGIN
    INSERT INTO goods_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
  await sql`CREATE TRIGGER goods_fts_ad AFTER DELETE ON goods BEGIN
    INSERT INTO goods_fts(goods_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
    db,
  );
  await sql`CREATE TRIGGER goods_fts_au AFTER UPDATE OF search_text ON goods BEGIN
    INSERT INTO goods_fts(goods_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO goods_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
  await sql`INSERT INTO goods_fts(goods_fts) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE goods DROP COLUMN search_vector`.execute(db);
    return;
  }
  for (const t of ['goods_fts_ai', 'goods_fts_ad', 'goods_fts_au'])
    await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
  await sql`DROP TABLE goods_fts`.execute(db);
}
