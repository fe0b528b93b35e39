import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { GoodsDetail, SkuMatrixBody, SkuRow } from '@rxdesk/contract/goods/catalogue';
import type {
  GoodsCreateBody,
  GoodsEditBody,
  GoodsFormFields,
  SkuInput,
} from '@rxdesk/contract/goods/goods-form';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict, invalidField } from '../../platform/http/app-error.ts';
import { goodsColumns, lowestPrice, regulatedChanges } from './catalogue-form.ts';
import type { CatalogueQueries } from './catalogue-queries.service.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { GoodsChanges } from './goods-changes.ts';
import { goodsFieldChanges } from './goods-log-changes.ts';
import type { SkuMatrix } from './sku-matrix.ts';
import { receiveNewInTrx } from './stock-opening.repository.ts';
import type { StockKind } from './stock-ledger.repository.ts';

type Trx = Parameters<Parameters<CatalogueRepository['transaction']>[0]>[0];

/** More writes of the same transaction (a published draft is removed with it). */
export type AlsoInTrx = (trx: Trx) => Promise<void>;

/** Where a new item's opening stock comes from: its stock-ledger rows' kind, ref and reason. */
export interface OpeningStock {
  kind: StockKind;
  ref: string;
  reason: string;
}
const OPENING = (code: string): OpeningStock => ({ kind: 'OPENING', ref: code, reason: '新品初始库存' });

/** Publishing and editing goods: the form's references checked, the item and its SKU matrix
 * written together, opening stock received through the stock ledger, the first-sale review
 * started (new items) or started again (regulated changes). */
export class CatalogueService {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly matrix: SkuMatrix,
    private readonly changes: GoodsChanges,
    private readonly queries: CatalogueQueries,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** A new item: awaiting the first-sale review, off shelf, submitted by the caller. */
  async create(auth: AuthContext, body: GoodsCreateBody, also?: AlsoInTrx): Promise<GoodsDetail> {
    await this.checkReferences(auth.shopId, body, null);
    // A new item's plan is its rows as given; planning checks their codes are no other item's.
    await this.matrix.plan(auth.shopId, null, body.skus);
    const now = this.clock.now();
    this.checkBatches(body.skus, now);
    const [id] = await this.unique(body, () =>
      this.repo.transaction(async (trx) => {
        await also?.(trx);
        return this.writeNewInTrx(trx, auth, [body], now, OPENING(body.goods_code));
      }),
    );
    return this.queries.detail(auth, id!);
  }

  /** New items inside the caller's transaction: the goods import writes a whole file in one
   * (opening stock of kind IMPORT, ref = the job), a chunk of items per call. The reads create
   * makes before its transaction are the caller's (the import checked category, codes and batches
   * with the file); the database's unique constraints still guard the codes. Answers the new
   * items' ids, in order. */
  async createManyInTrx(
    trx: Trx,
    auth: AuthContext,
    bodies: readonly GoodsCreateBody[],
    stock: OpeningStock,
  ): Promise<number[]> {
    const now = this.clock.now();
    for (const body of bodies) this.checkBatches(body.skus, now);
    return this.writeNewInTrx(trx, auth, bodies, now, stock);
  }

  /** The writes of new items, a statement per table whatever their number: the rows, their SKU
   * matrices, their opening stock through the ledger, the review's SUBMIT, the operation log. */
  private async writeNewInTrx(
    trx: Trx,
    auth: AuthContext,
    bodies: readonly GoodsCreateBody[],
    now: number,
    stock: OpeningStock,
  ): Promise<number[]> {
    const goodsIds = await this.repo.insertManyInTrx(
      trx,
      bodies.map((body) => ({
        ...goodsColumns(body),
        shop_id: auth.shopId,
        stock: 0,
        market_enable: 0,
        is_auth: 0,
        submitted_by: auth.userId,
        reviewed_by: null,
        reviewed_at: null,
        recycled_at: null,
        created_at: now,
        updated_at: now,
      })),
    );
    const skuIds = await this.matrix.insertNewInTrx(
      trx,
      auth.shopId,
      bodies.map((body, i) => ({ goodsId: goodsIds[i]!, inputs: body.skus })),
      now,
    );
    await receiveNewInTrx(
      trx,
      {
        shopId: auth.shopId,
        kind: stock.kind,
        ref: stock.ref,
        reason: stock.reason,
        operatorId: auth.userId,
        now,
      },
      bodies.flatMap((body, i) =>
        body.skus.flatMap((sku, j) =>
          (sku.batches ?? []).map((b) => ({
            skuId: skuIds[i]![j]!,
            batchNo: b.batch_no,
            productionDate: b.production_date,
            expiryDate: b.expiry_date,
            quantity: b.quantity,
          })),
        ),
      ),
    );
    await this.repo.insertReviewsInTrx(
      trx,
      goodsIds.map((goodsId) => ({
        shop_id: auth.shopId,
        goods_id: goodsId,
        action: 'SUBMIT',
        reason: '',
        actor_id: auth.userId,
        actor_name: auth.username,
        created_at: now,
      })),
    );
    await this.log.writeMany(
      bodies.map((body, i) => ({
        auth,
        action: 'goods.create',
        target: String(goodsIds[i]),
        detail: { goods_code: body.goods_code },
      })),
      trx,
    );
    return goodsIds;
  }

  /** The whole form again. A change of a regulated field sends an approved item back to review
   * (off shelf); other changes keep its approval; a rejected item's edit is its resubmission. */
  async edit(auth: AuthContext, id: number, body: GoodsEditBody, also?: AlsoInTrx): Promise<GoodsDetail> {
    const e = await this.changes.load(auth, id);
    await this.checkReferences(auth.shopId, body, id);
    const plan = await this.matrix.plan(auth.shopId, id, body.skus);
    const cols = goodsColumns(body);
    const changed = regulatedChanges(e, cols);
    await this.unique(body, () =>
      this.changes.apply(
        auth,
        { ...e, regulated_change: changed.length > 0 },
        { action: 'edit', message: changed.length ? `changed: ${changed.join(', ')}` : '', patch: cols },
        async (trx, _x, now) => {
          await also?.(trx);
          await this.matrix.applyInTrx(trx, auth.shopId, id, plan, now);
        },
        { changes: goodsFieldChanges(e, cols) },
      ),
    );
    return this.queries.detail(auth, id);
  }

  /** good-sku: the matrix alone (never a regulated change: the item keeps its review state). */
  async putSkus(auth: AuthContext, id: number, body: SkuMatrixBody): Promise<SkuRow[]> {
    const e = await this.changes.load(auth, id);
    const plan = await this.matrix.plan(auth.shopId, id, body.skus);
    await this.unique(null, () =>
      this.changes.apply(
        auth,
        e,
        { action: 'edit', message: 'skus', patch: { price: lowestPrice(body.skus) } },
        (trx, _x, now) => this.matrix.applyInTrx(trx, auth.shopId, id, plan, now).then(() => undefined),
      ),
    );
    return this.queries.skuMatrix(auth, id);
  }

  /** The category is a leaf of the platform's tree; group and supplier are this shop's; the code is free. */
  private async checkReferences(shopId: number, v: GoodsFormFields, self: number | null) {
    const category = await this.repo.category(v.category_id);
    if (!category) throw invalidField('category_id', 'error.goods.categoryUnknown');
    if (category.has_children) throw invalidField('category_id', 'error.goods.categoryNotLeaf');
    if (v.group_id && !(await this.repo.groupExists(shopId, v.group_id)))
      throw invalidField('group_id', 'error.goods.groupUnknown');
    if (v.supplier_id) {
      const supplier = await this.repo.supplier(shopId, v.supplier_id);
      if (!supplier) throw invalidField('supplier_id', 'error.goods.supplierUnknown');
      if (supplier.disabled === 1)
        throw invalidField('supplier_id', 'error.supplier.disabled', { name: supplier.name });
    }
    if (v.freight_template_id && !(await this.repo.freightTemplateExists(shopId, v.freight_template_id)))
      throw invalidField('freight_template_id', 'error.freight.templateUnknown');
    if (await this.repo.codeTaken(shopId, v.goods_code, self))
      throw invalidField('goods_code', 'error.goods.codeTaken', { code: v.goods_code });
  }

  /** Opening stock must not be expired already (Shanghai's today). */
  private checkBatches(skus: readonly SkuInput[], now: number) {
    const today = unixToDateString(now, 'yyyy-MM-dd');
    skus.forEach((s, i) =>
      (s.batches ?? []).forEach((b, j) => {
        if (b.expiry_date < today)
          throw invalidField(`skus.${i}.batches.${j}.expiry_date`, 'error.goods.batchExpired', {
            batch: b.batch_no,
          });
      }),
    );
  }

  /** Two writers raced for one code: the loser hears the code is taken (409), nothing written. */
  private async unique<T>(v: { goods_code: string } | null, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw v ? conflict('error.goods.codeTaken', { code: v.goods_code }) : conflict();
    }
  }
}
