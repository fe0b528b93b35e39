import type { Page } from '@rxdesk/contract/common/paging';
import { dateStringToUnix, unixToDateString } from '@rxdesk/contract/common/date-format';
import {
  skuSpecsText,
  type AdjustBatchBody,
  type ExpiryQuery,
  type ExpiryRow,
  type LedgerRow,
  type ReceiveBatchBody,
  type SkuBatches,
  type StockKind,
  type StockSku,
  type WarningCounts,
  type WarningQuery,
} from '@rxdesk/contract/goods/stock';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { adjustInTrx, BatchExpiryMismatch, receiveInTrx } from './stock-ledger.repository.ts';
import { toBatch } from './stock-views.ts';
import type { StockRepository } from './stock.repository.ts';

const DAY = 86400;
type SkuRow = NonNullable<Awaited<ReturnType<StockRepository['sku']>>>;

/** Stock screens (issue 20): a SKU's batches, receiving and adjusting them, its ledger; the
 * warning list and its settings; the near-expiry list. Every stock write goes through the ledger. */
export class StockService {
  constructor(
    private readonly repo: StockRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  private today() {
    return unixToDateString(this.clock.now(), 'yyyy-MM-dd');
  }

  private async skuOr404(shopId: number, skuId: number): Promise<SkuRow> {
    const s = await this.repo.sku(shopId, skuId);
    if (!s) throw notFound();
    return s;
  }

  private async toSkus(shopId: number, rows: SkuRow[], shopDefault: number): Promise<StockSku[]> {
    const sellable = await this.repo.sellable(
      shopId,
      rows.map((r) => r.sku_id),
      this.today(),
    );
    return rows.map((r) => ({
      sku_id: r.sku_id,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      goods_code: r.goods_code,
      sku_code: r.sku_code,
      specs: skuSpecsText(r.spec_values),
      unit: r.unit,
      enabled: r.enabled === 1 ? 1 : 0,
      stock: r.stock,
      sellable: sellable.get(r.sku_id) ?? 0,
      warning_quantity: r.own_warning_quantity ?? shopDefault,
      own_warning_quantity: r.own_warning_quantity,
    }));
  }

  async batches(auth: AuthContext, skuId: number): Promise<SkuBatches> {
    const sku = await this.skuOr404(auth.shopId, skuId);
    const shop = await this.repo.shopSettings(auth.shopId);
    const today = this.today();
    const [view] = await this.toSkus(auth.shopId, [sku], shop.stock_warning_default);
    const batches = await this.repo.batches(auth.shopId, skuId);
    return {
      sku: view!,
      near_expiry_days: shop.near_expiry_days,
      batches: batches.map((b) => toBatch(b, today, shop.near_expiry_days)),
    };
  }

  /** Stock received into a batch: made no later than today, not already expired; an existing batch
   * number must carry its expiry date. */
  async receive(auth: AuthContext, skuId: number, body: ReceiveBatchBody): Promise<SkuBatches> {
    const sku = await this.skuOr404(auth.shopId, skuId);
    const today = this.today();
    if (body.production_date > today) throw invalidField('production_date', 'error.stock.productionFuture');
    if (body.expiry_date < today)
      throw invalidField('expiry_date', 'error.stock.batchExpired', { expiry: body.expiry_date });
    await this.repo.transaction(async (trx) => {
      try {
        await receiveInTrx(trx, {
          shopId: auth.shopId,
          skuId,
          batchNo: body.batch_no,
          productionDate: body.production_date,
          expiryDate: body.expiry_date,
          quantity: body.quantity,
          kind: 'INTAKE',
          reason: '入库',
          operatorId: auth.userId,
          now: this.clock.now(),
        });
      } catch (e) {
        if (e instanceof BatchExpiryMismatch)
          throw invalidField('batch_no', 'error.stock.expiryMismatch', {
            batch: e.batchNo,
            expiry: e.expiryDate || '—',
          });
        throw e;
      }
      await this.log.write(
        { auth, action: 'goods.stock.receive', target: sku.sku_code, detail: { ...body } },
        trx,
      );
    });
    return this.batches(auth, skuId);
  }

  /** A counted correction of one batch; refused (409) when it would leave the batch below zero. */
  async adjust(auth: AuthContext, batchId: number, body: AdjustBatchBody): Promise<SkuBatches> {
    const batch = await this.repo.batch(auth.shopId, batchId);
    if (!batch) throw notFound();
    await this.repo.transaction(async (trx) => {
      const after = await adjustInTrx(trx, {
        shopId: auth.shopId,
        batchId,
        delta: body.delta,
        kind: 'ADJUST',
        reason: body.reason,
        operatorId: auth.userId,
        now: this.clock.now(),
      });
      if (after === null) throw notFound();
      if (after === false) {
        const now = await this.repo.batch(auth.shopId, batchId, trx);
        throw new AppError('CONFLICT', 'error.stock.belowZero', { quantity: now?.quantity ?? 0 });
      }
      await this.log.write(
        {
          auth,
          action: 'goods.stock.adjust',
          target: batch.batch_no,
          detail: { batch_id: batchId, ...body, after },
        },
        trx,
      );
    });
    return this.batches(auth, batch.sku_id);
  }

  async ledger(
    auth: AuthContext,
    skuId: number,
    q: { page_no: number; page_size: number; kind?: StockKind },
  ): Promise<Page<LedgerRow>> {
    await this.skuOr404(auth.shopId, skuId);
    const { rows, total } = await this.repo.ledgerPage(auth.shopId, skuId, q);
    return {
      data: rows.map((r) => ({
        id: r.id,
        batch_id: r.batch_id,
        batch_no: r.batch_no,
        delta: r.delta,
        kind: r.kind as StockKind,
        ref: r.ref,
        reason: r.reason,
        operator_name: r.operator_name ?? '',
        create_time: r.created_at,
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async warning(auth: AuthContext, q: WarningQuery): Promise<Page<StockSku>> {
    const shop = await this.repo.shopSettings(auth.shopId);
    const { rows, total } = await this.repo.warningPage(auth.shopId, q, shop.stock_warning_default);
    return {
      data: await this.toSkus(auth.shopId, rows, shop.stock_warning_default),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async setWarningQuantity(auth: AuthContext, skuId: number, value: number | null): Promise<StockSku> {
    const sku = await this.skuOr404(auth.shopId, skuId);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.setWarningQuantity(trx, auth.shopId, skuId, value, this.clock.now())))
        throw notFound();
      await this.log.write(
        {
          auth,
          action: 'goods.stock.warningQuantity',
          target: sku.sku_code,
          detail: { warning_quantity: value },
          changes: fieldChanges(sku, { warning_quantity: value }),
        },
        trx,
      );
    });
    const shop = await this.repo.shopSettings(auth.shopId);
    const [view] = await this.toSkus(
      auth.shopId,
      [await this.skuOr404(auth.shopId, skuId)],
      shop.stock_warning_default,
    );
    return view!;
  }

  warningCounts(auth: AuthContext): Promise<WarningCounts> {
    return this.repo.shopSettings(auth.shopId);
  }

  async setWarningCounts(auth: AuthContext, v: WarningCounts): Promise<WarningCounts> {
    const before = await this.repo.shopSettings(auth.shopId);
    await this.repo.transaction(async (trx) => {
      await this.repo.saveShopSettings(trx, auth.shopId, v);
      await this.log.write(
        { auth, action: 'goods.stock.warningCounts', detail: { ...v }, changes: fieldChanges(before, v) },
        trx,
      );
    });
    return this.warningCounts(auth);
  }

  /** Near-expiry (within the shop's near_expiry_days) and expired batches still holding stock. */
  async expiry(auth: AuthContext, q: ExpiryQuery): Promise<Page<ExpiryRow>> {
    const shop = await this.repo.shopSettings(auth.shopId);
    const today = this.today();
    const limit = unixToDateString(dateStringToUnix(today)! + shop.near_expiry_days * DAY, 'yyyy-MM-dd');
    const { rows, total } = await this.repo.expiryPage(auth.shopId, q, today, limit);
    return {
      data: rows.map((r) => ({
        ...toBatch(r, today, shop.near_expiry_days),
        goods_id: r.goods_id,
        goods_name: r.goods_name,
        goods_code: r.goods_code,
        sku_code: r.sku_code,
        specs: skuSpecsText(r.spec_values),
        unit: r.unit,
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }
}
