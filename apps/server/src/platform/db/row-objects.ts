/**
 * Turns rows read as arrays back into the objects better-sqlite3 would have built (one property
 * per column, in column order; a repeated name keeps the last column's value, as there). Both
 * SQLite connections read rows as arrays: better-sqlite3's own objects cost ~2× as much to make
 * (statement-cache.ts, sqlite-read-worker.ts).
 *
 * One builder function per column list, compiled once: every object it makes has the same shape
 * from the start, which V8 handles far faster than adding properties one by one in a loop.
 */
export type Builder = (row: readonly unknown[]) => Record<string, unknown>;

const builders = new Map<string, Builder>();
/** Column lists are the app's own statements' (a few dozen); the cap only guards the unexpected. */
const MAX_BUILDERS = 256;

function builderFor(columns: readonly string[]): Builder {
  const key = columns.join('\u0000');
  let build = builders.get(key);
  if (!build) {
    // JSON.stringify quotes each name as a valid JavaScript string literal, whatever it holds.
    const body = columns.map((c, i) => `${JSON.stringify(c)}: r[${i}]`).join(', ');
    build = new Function('r', `return { ${body} };`) as Builder;
    if (builders.size >= MAX_BUILDERS) builders.delete(builders.keys().next().value!);
    builders.set(key, build);
  }
  return build;
}

/** A literal's `"__proto__": v` would set the prototype instead of a property, and a name holding
 * NUL would blur the builders' keys: such a list (no statement of the app's has one) goes through
 * Object.fromEntries, which defines every name as a plain property. */
const plain =
  (columns: readonly string[]): Builder =>
  (row) =>
    Object.fromEntries(columns.map((c, i) => [c, row[i]]));

/** The function that makes one row's object from its array, for this column list. */
export function objectBuilder(columns: readonly string[]): Builder {
  return columns.some((c) => c === '__proto__' || c.includes('\u0000'))
    ? plain(columns)
    : builderFor(columns);
}

export function rowsToObjects(columns: readonly string[], rows: readonly (readonly unknown[])[]) {
  return rows.map(objectBuilder(columns));
}
