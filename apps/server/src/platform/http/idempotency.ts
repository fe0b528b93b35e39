import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** DESIGN.md §3 Idempotency-Key: same key + same body → the first response again; same key +
 * another body → 422; still running → 409. The key row is claimed with an insert, so two
 * concurrent requests cannot both run. A failed run frees the key so the client may retry. */
export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async run(
    shopId: number,
    scope: string,
    key: string,
    body: unknown,
    work: () => Promise<StoredResponse>,
  ): Promise<StoredResponse & { replayed: boolean }> {
    const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
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
      const row = await this.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (row.request_hash !== requestHash)
        throw new AppError('IDEMPOTENCY_MISMATCH', 'error.idempotencyMismatch');
      if (row.state !== 'done') throw new AppError('CONFLICT', 'error.idempotencyRunning');
      return { statusCode: row.status_code ?? 200, body: JSON.parse(row.response ?? 'null'), replayed: true };
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
