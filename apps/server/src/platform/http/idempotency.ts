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
    const requestHash = hashOf(body);
    const earlier = await this.find(this.db, shopId, scope, key);
    if (earlier) return replay(earlier, requestHash);
    const where = { shop_id: shopId, scope, key };
    try {
      const result = await work({
        claimInTrx: async (trx) => {
          const claimed = await trx
            .insertInto('idempotency_keys')
            .values({
              ...where,
              request_hash: requestHash,
              state: 'running',
              status_code: null,
              response: null,
              created_at: this.clock.now(),
            })
            .onConflict((oc) => oc.columns(['shop_id', 'scope', 'key']).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new KeyTaken();
        },
        answerInTrx: async (trx, response) => {
          await trx
            .updateTable('idempotency_keys')
            .set({ state: 'done', status_code: response.statusCode, response: JSON.stringify(response.body) })
            .where('shop_id', '=', shopId)
            .where('scope', '=', scope)
            .where('key', '=', key)
            .execute();
        },
      });
      return { ...result, replayed: false };
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      const row = await this.find(this.db, shopId, scope, key);
      if (!row) throw new AppError('CONFLICT', 'error.idempotencyRunning');
      return replay(row, requestHash);
    }
  }

  private find(db: Kysely<Database>, shopId: number, scope: string, key: string) {
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async run(
    shopId: number,
    scope: string,
    key: string,
    body: unknown,
    work: () => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const requestHash = hashOf(body);
    const claimed = await this.db
      .insertInto('idempotency_keys')
      .values({
        shop_id: shopId,
        scope,
        key,
        request_hash: requestHash,
        state: 'running',
        status_code: null,
        response: null,
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['shop_id', 'scope', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      const row = await this.find(this.db, shopId, scope, key);
      if (!row) throw new AppError('CONFLICT', 'error.idempotencyRunning');
      return replay(row, requestHash);
    }
    try {
      const result = await work();
      await this.db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: result.statusCode, response: JSON.stringify(result.body) })
        .where('shop_id', '=', shopId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      return { ...result, replayed: false };
    } catch (e) {
      await this.db
        .deleteFrom('idempotency_keys')
        .where('shop_id', '=', shopId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
      throw e;
    }
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
