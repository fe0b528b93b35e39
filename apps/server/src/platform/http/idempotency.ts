import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { IdempotencyKeyTable } from '../db/schema/platform.ts';
import type { Selectable } from 'kysely';
import { AppError } from './app-error.ts';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** The key as the work's own transaction writes it (`runInTransaction`). */
export interface KeyInTrx {
  /** First write of the transaction: takes the key, or fails when another request holds it. */
  claimInTrx(trx: Kysely<Database>): Promise<void>;
  /** Last write of the transaction: the answer a retry gets again. */
  answerInTrx(trx: Kysely<Database>, response: StoredResponse): Promise<void>;
}

interface KeyId {
  shop_id: number;
  scope: string;
  key: string;
}

/** A query on idempotency_keys that can be narrowed to one key. */
interface KeyedQuery<Q> {
  where(column: 'shop_id' | 'scope' | 'key', op: '=', value: string | number): Q;
}

/** Another request took the key first: its transaction rolls this one back. */
class KeyTaken extends Error {}

/** DESIGN.md §3 Idempotency-Key: same key + same body → the first response again; same key +
 * another body → 422; still running → 409. The key row is claimed with an insert, so two
 * concurrent requests cannot both run. A failed run frees the key so the client may retry. */
export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The same contract, with the key claimed and answered inside the work's own transaction (order
   * intake): a process killed at any moment leaves the work and its answered key, or neither, so
   * a client retrying after a crash gets its one order back instead of a key stuck "running"
   * (409 for ever) or an order no key points to. */
  async runInTransaction(
    shopId: number,
    scope: string,
    key: string,
    body: unknown,
    work: (key: KeyInTrx) => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const id: KeyId = { shop_id: shopId, scope, key };
    const requestHash = hashOf(body);
    const earlier = await this.find(id);
    if (earlier) return replay(earlier, requestHash);
    try {
      const result = await work({
        claimInTrx: async (trx) => {
          if (!(await this.claim(trx, id, requestHash))) throw new KeyTaken();
        },
        answerInTrx: (trx, response) => this.answer(trx, id, response),
      });
      return { ...result, replayed: false };
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      return this.replayTaken(id, requestHash);
    }
  }

  async run(
    shopId: number,
    scope: string,
    key: string,
    body: unknown,
    work: () => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const id: KeyId = { shop_id: shopId, scope, key };
    const requestHash = hashOf(body);
    if (!(await this.claim(this.db, id, requestHash))) return this.replayTaken(id, requestHash);
    try {
      const result = await work();
      await this.answer(this.db, id, result);
      return { ...result, replayed: false };
    } catch (e) {
      await this.keyed(this.db.deleteFrom('idempotency_keys'), id).execute();
      throw e;
    }
  }

  /** Takes the key with an insert; false when another request holds it. */
  private async claim(db: Kysely<Database>, id: KeyId, requestHash: string): Promise<boolean> {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        ...id,
        request_hash: requestHash,
        state: 'running',
        status_code: null,
        response: null,
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['shop_id', 'scope', 'key']).doNothing())
      .executeTakeFirst();
    return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  private async answer(db: Kysely<Database>, id: KeyId, response: StoredResponse): Promise<void> {
    const done = { state: 'done', status_code: response.statusCode, response: JSON.stringify(response.body) };
    await this.keyed(db.updateTable('idempotency_keys').set(done), id).execute();
  }

  /** The answer of the request that holds the key (409 while it still runs). */
  private async replayTaken(id: KeyId, requestHash: string) {
    const row = await this.find(id);
    if (!row) throw new AppError('CONFLICT', 'error.idempotencyRunning');
    return replay(row, requestHash);
  }

  private find(id: KeyId) {
    return this.keyed(this.db.selectFrom('idempotency_keys').selectAll(), id).executeTakeFirst();
  }

  /** One key's row. */
  private keyed<Q extends KeyedQuery<Q>>(query: Q, id: KeyId): Q {
    return query.where('shop_id', '=', id.shop_id).where('scope', '=', id.scope).where('key', '=', id.key);
  }
}

const hashOf = (body: unknown) => createHash('sha256').update(stableJson(body)).digest('hex');

/** The first answer again; 422 for another body under the key, 409 while it is still running. */
function replay(
  row: Selectable<IdempotencyKeyTable>,
  requestHash: string,
): StoredResponse & { replayed: boolean } {
  if (row.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', 'error.idempotencyMismatch');
  if (row.state !== 'done') throw new AppError('CONFLICT', 'error.idempotencyRunning');
  return { statusCode: row.status_code ?? 200, body: JSON.parse(row.response ?? 'null'), replayed: true };
}

/** Key order must not change the hash: {a,b} and {b,a} are the same request. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
