import type { Page } from '@rxdesk/contract/common/paging';
import type {
  Gift,
  GiftBody,
  GiftDetail,
  GiftListQuery,
  GiftStockBody,
  GiftStockReason,
} from '@rxdesk/contract/promotions/gifts';
import { fullDiscountRulesSchema } from '@rxdesk/contract/promotions/full-discount-rules';
import { fieldChanges, type OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import { fenToYuan } from '../../../platform/money.ts';
import type { GiftsRepository } from './gifts.repository.ts';

type GiftRow = NonNullable<Awaited<ReturnType<GiftsRepository['find']>>>;

function giftDto(g: GiftRow): Gift {
  return {
    gift_id: Number(g.id),
    name: g.name,
    price: fenToYuan(Number(g.price)),
    image: g.image,
    goods_id: g.goods_id === null ? null : Number(g.goods_id),
    sku_id: g.sku_id === null ? null : Number(g.sku_id),
    goods_name: g.goods_name,
    stock: Number(g.stock),
    disabled: Number(g.disabled) === 1,
    create_time: Number(g.created_at),
    update_time: Number(g.updated_at),
  };
}

/** Whether a stored full-cut rules JSON names the gift in one of its tiers. */
function namesGift(rulesJson: string, giftId: number): boolean {
  try {
    const r = fullDiscountRulesSchema.safeParse(JSON.parse(rulesJson));
    return r.success && r.data.tiers.some((t) => t.gift_id === giftId);
  } catch {
    return false;
  }
}

/** 赠品 on the seller side: the list, create / edit / delete, and stock changes. Every change is
 * one transaction with its operation-log row; every stock change also writes its ledger row. */
export class GiftsService {
  constructor(
    private readonly repo: GiftsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: GiftListQuery): Promise<Page<Gift>> {
    const { rows, total } = await this.repo.page(auth.shopId, q);
    return { data: rows.map(giftDto), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async detail(auth: AuthContext, id: number): Promise<GiftDetail> {
    const g = await this.repo.find(auth.shopId, id);
    if (!g) throw notFound();
    const ledger = await this.repo.ledger(auth.shopId, id);
    return {
      ...giftDto(g),
      ledger: ledger.map((r) => ({
        change: Number(r.change),
        reason: r.reason as GiftStockReason,
        ref: r.ref,
        at: Number(r.at),
      })),
    };
  }

  /** The optional SKU link: the shop's SKU, its goods alongside. */
  private async link(auth: AuthContext, skuId: number | null | undefined) {
    if (skuId === null || skuId === undefined) return { goods_id: null, sku_id: null };
    const sku = await this.repo.ownSku(auth.shopId, skuId);
    if (!sku) throw invalidField('sku_id', 'error.gift.sku');
    return { goods_id: Number(sku.goods_id), sku_id: Number(sku.id) };
  }

  async create(auth: AuthContext, b: GiftBody): Promise<{ gift_id: number }> {
    const link = await this.link(auth, b.sku_id);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const giftId = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        name: b.name,
        price: b.price,
        image: b.image,
        ...link,
        disabled: b.disabled ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      if (b.stock > 0)
        await this.repo.changeStockInTrx(trx, {
          shopId: auth.shopId,
          giftId,
          change: b.stock,
          reason: 'INITIAL',
          ref: '',
          at: now,
        });
      await this.log.write(
        { auth, action: 'gift.create', target: String(giftId), detail: { name: b.name, stock: b.stock } },
        trx,
      );
      return giftId;
    });
    return { gift_id: id };
  }

  /** Edits name, value, image, link and the disabled flag; the stock changes only through
   * changeStock (a ledger row each). */
  async update(auth: AuthContext, id: number, b: GiftBody): Promise<void> {
    const link = await this.link(auth, b.sku_id);
    await this.repo.transaction(async (trx) => {
      const g = await this.repo.find(auth.shopId, id, trx);
      if (!g) throw notFound();
      const after = { name: b.name, price: b.price, image: b.image, ...link, disabled: b.disabled ? 1 : 0 };
      await this.repo.updateInTrx(trx, auth.shopId, id, { ...after, updated_at: this.clock.now() });
      const before = {
        name: g.name,
        price: Number(g.price),
        image: g.image,
        goods_id: g.goods_id === null ? null : Number(g.goods_id),
        sku_id: g.sku_id === null ? null : Number(g.sku_id),
        disabled: Number(g.disabled),
      };
      await this.log.write(
        {
          auth,
          action: 'gift.update',
          target: String(id),
          detail: { name: b.name },
          changes: fieldChanges(before, after),
        },
        trx,
      );
    });
  }

  /** Refused (409) while a full cut that has not ended and is not closed names the gift: its
   * orders would lose the gift they were promised. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const g = await this.repo.lockInTrx(trx, auth.shopId, id);
      if (!g) throw notFound();
      const naming = (await this.repo.liveFullCutRulesInTrx(trx, auth.shopId, this.clock.now())).find((p) =>
        namesGift(p.rules, id),
      );
      if (naming) throw conflict('error.gift.inUse', { title: naming.title });
      if (!(await this.repo.deleteInTrx(trx, auth.shopId, id))) throw notFound();
      await this.log.write(
        { auth, action: 'gift.delete', target: String(id), detail: { name: g.name } },
        trx,
      );
    });
  }

  /** A restock (+) or write-off (−) with its reason: one ledger row; never below zero (409). */
  async changeStock(auth: AuthContext, id: number, b: GiftStockBody): Promise<{ stock: number }> {
    const now = this.clock.now();
    return this.repo.transaction(async (trx) => {
      const g = await this.repo.lockInTrx(trx, auth.shopId, id);
      if (!g) throw notFound();
      const ok = await this.repo.changeStockInTrx(trx, {
        shopId: auth.shopId,
        giftId: id,
        change: b.change,
        reason: 'ADJUST',
        ref: b.reason,
        at: now,
      });
      if (!ok) throw conflict('error.gift.stockBelowZero');
      const stock = Number(g.stock) + b.change;
      await this.log.write(
        {
          auth,
          action: 'gift.stock',
          target: String(id),
          detail: { name: g.name, change: b.change, reason: b.reason },
          changes: { stock: { from: Number(g.stock), to: stock } },
        },
        trx,
      );
      return { stock };
    });
  }
}
