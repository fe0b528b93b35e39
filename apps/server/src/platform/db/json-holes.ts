/**
 * A JSON text rendered by the database with holes that only the app can fill (sql-json.ts): a
 * hole is the record separator U+001E, a key, U+001E again. JSON never holds that character raw —
 * every JSON function of SQLite and PostgreSQL writes a control character inside a string as an
 * escape — so the separators are exactly where the holes are. The key is itself a JSON text (the
 * database writes it with its JSON functions too), so it cannot hold the separator either.
 *
 * The SQLite read worker fills holes in the bytes it read (sqlite-read-worker.ts), from values the
 * main thread gives it under the filler's name; elsewhere `fillHoles` fills the text.
 */
export const HOLE = '\u001e';

/** Where the value of a hole comes from: a name (the read worker keeps the values it was given
 * under it) and the value of a key, a JSON text. The same key must always give the same value. */
export interface HoleFiller {
  readonly name: string;
  valueOf(key: string): string;
}

/** The text with every hole replaced by its value. A text whose separators do not pair up was not
 * rendered with holes: refused rather than answered half-filled. */
export function fillHoles(text: string, filler: HoleFiller): string {
  const parts = text.split(HOLE);
  if (parts.length % 2 === 0) throw new Error(`an unpaired hole in a rendered JSON text (${filler.name})`);
  for (let i = 1; i < parts.length; i += 2) parts[i] = filler.valueOf(parts[i]!);
  return parts.join('');
}
