import type { Db } from '../../platform/db/database.ts';
import type { GoodsImportJobTable } from '../../platform/db/schema.ts';
import type { Updateable } from 'kysely';

/** Codes per `IN (…)` list: well under SQLite's and PostgreSQL's parameter limits. */
const IN_CHUNK = 500;

export type JobPatch = Updateable<GoodsImportJobTable>;

/** Everything of a job but its file and payload (the answer of GET {job_id} reads only this). */
const JOB_COLUMNS = [
  'id',
  'shop_id',
  'created_by',
  'file_name',
  'status',
  'total_rows',
  'done_rows',
  'goods_count',
  'sku_count',
  'batch_count',
  'error_count',
  'errors',
  'preview',
  'failure',
  'applied_by',
  'applied_at',
  'created_at',
  'updated_at',
] as const;

/** Goods import jobs, and the lookups a job checks its rows against. Every job query names the
 * shop, except the runner's own (it was handed the id of a job it made or claimed). */
export class GoodsImportRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async insertJob(values: {
    shop_id: number;
    created_by: number;
    file_name: string;
    file: Buffer;
    now: number;
  }): Promise<number> {
    const { now, ...rest } = values;
    const row = await this.db
      .insertInto('goods_import_jobs')
      .values({ ...rest, status: 'PARSING', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  job(shopId: number, id: number) {
    return this.db
      .selectFrom('goods_import_jobs')
      .select(JOB_COLUMNS)
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
  }

  async file(shopId: number, id: number): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('goods_import_jobs')
      .select('file')
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row ? Buffer.from(row.file) : undefined;
  }

  async payload(shopId: number, id: number): Promise<string> {
    const row = await this.db
      .selectFrom('goods_import_jobs')
      .select('payload')
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return row.payload;
  }

  /** Moves the job on only if it is still in `from` (the conditional update every state change
   * is); false: someone else moved it first. */
  async update(id: number, from: string, patch: JobPatch, trx: Db = this.db): Promise<boolean> {
    const r = await trx
      .updateTable('goods_import_jobs')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** PREVIEW → APPLYING for an error-free job of this shop: one caller wins. */
  async claimApply(shopId: number, id: number, userId: number, now: number): Promise<boolean> {
    const r = await this.db
      .updateTable('goods_import_jobs')
      .set({ status: 'APPLYING', applied_by: userId, updated_at: now })
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .where('status', '=', 'PREVIEW')
      .where('error_count', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The codes of `codes` this shop already uses (recycled goods included: codes stay theirs). */
  async takenGoodsCodes(shopId: number, codes: readonly string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < codes.length; i += IN_CHUNK) {
      const rows = await this.db
        .selectFrom('goods')
        .select('goods_code')
        .where('shop_id', '=', shopId)
        .where('goods_code', 'in', codes.slice(i, i + IN_CHUNK))
        .execute();
      for (const r of rows) taken.add(r.goods_code);
    }
    return taken;
  }

  async takenSkuCodes(shopId: number, codes: readonly string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < codes.length; i += IN_CHUNK) {
      const rows = await this.db
        .selectFrom('goods_skus')
        .select('sku_code')
        .where('shop_id', '=', shopId)
        .where('sku_code', 'in', codes.slice(i, i + IN_CHUNK))
        .execute();
      for (const r of rows) taken.add(r.sku_code);
    }
    return taken;
  }

  /** The images (by SHA-256) of `hashes` this shop uploaded. */
  async ownedImages(shopId: number, hashes: readonly string[]): Promise<Set<string>> {
    const owned = new Set<string>();
    for (let i = 0; i < hashes.length; i += IN_CHUNK) {
      const rows = await this.db
        .selectFrom('upload_owners')
        .select('sha256')
        .where('shop_id', '=', shopId)
        .where('sha256', 'in', hashes.slice(i, i + IN_CHUNK))
        .execute();
      for (const r of rows) owned.add(r.sha256);
    }
    return owned;
  }

  /** This shop's pictures by the name they were uploaded with (the latest upload of a name). */
  async imagesByName(shopId: number, names: readonly string[]): Promise<Map<string, string>> {
    const links = new Map<string, string>();
    for (let i = 0; i < names.length; i += IN_CHUNK) {
      const rows = await this.db
        .selectFrom('upload_owners as o')
        .innerJoin('uploads as u', 'u.sha256', 'o.sha256')
        .select(['o.name', 'u.sha256', 'u.format'])
        .where('o.shop_id', '=', shopId)
        .where('o.name', 'in', names.slice(i, i + IN_CHUNK))
        .orderBy('o.created_at')
        .execute();
      for (const r of rows) links.set(r.name, `/api/files/${r.sha256}.${r.format}`);
    }
    return links;
  }

  /** The platform's category tree, flat (a few hundred rows). */
  categories() {
    return this.db.selectFrom('categories').select(['id', 'parent_id', 'name']).execute();
  }
}
