import type { Kysely, Updateable } from 'kysely';
import type { Database } from './schema.ts';

/** The tables whose rows a state machine moves: an id and a status. */
type StatusTable = {
  [T in keyof Database]: 'status' extends keyof Database[T]
    ? 'id' extends keyof Database[T]
      ? T
      : never
    : never;
}[keyof Database];

// Kysely cannot resolve a column of a table named by a type parameter; the patch is typed for the
// caller through Updateable instead.
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The conditional update at the heart of every state change: the row `id` of `table` takes
 * `patch` only if its status is still `expected`, the one the decision read. Returns whether it
 * won; a concurrent change that got there first makes it false and the caller refuses.
 */
export async function updateIfStatus<T extends StatusTable>(
  trx: Kysely<Database>,
  table: T,
  id: number,
  expected: string,
  patch: Updateable<Database[T]>,
): Promise<boolean> {
  const r = await (trx as unknown as Loose)
    .updateTable(table as string)
    .set(patch as Record<string, unknown>)
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
