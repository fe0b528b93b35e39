/** Whether a database error is a unique-constraint violation (SQLite SQLITE_CONSTRAINT_UNIQUE,
 * PostgreSQL 23505): two writers raced for the same key and the other one won. Callers check the
 * key first for a friendly answer; this catches the race that check cannot. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
