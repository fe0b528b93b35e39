import type { SkuInput } from '@rxdesk/contract/goods/goods-form';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { conflict, invalidField } from '../../platform/http/app-error.ts';
import type { CatalogueSkusRepository, SkuRowDb } from './catalogue-skus.repository.ts';
import { fen } from './catalogue-form.ts';

type Trx = Kysely<Database>;

/** What a matrix write will do: rows updated in place (their ids, so an order's SKU id keeps
 * meaning the same SKU), rows added, rows removed. */
export interface SkuPlan {
  existing: SkuRowDb[];
  inputs: readonly Omit<SkuInput, 'batches'>[];
  removed: SkuRowDb[];
}

/** The SKU matrix of one item, written as a whole (create, edit, good-sku). An order line copies
 * its SKU's code, specs and price, so changing a SKU never changes an order; a SKU an order sold,
 * or one with received stock, stays (disable it instead). Never writes stock. */
export class SkuMatrix {
  constructor(private readonly skus: CatalogueSkusRepository) {}

  /** Checks what can be checked before the transaction: the rows named by sku_id are this item's,
   * and no code is another item's. */
  async plan(
    shopId: number,
    goodsId: number | null,
    inputs: readonly Omit<SkuInput, 'batches'>[],
  ): Promise<SkuPlan> {
    const existing = goodsId === null ? [] : await this.skus.skusOf(goodsId);
    const ids = new Set(existing.map((s) => s.id));
    inputs.forEach((s, i) => {
      if (s.sku_id !== undefined && !ids.has(s.sku_id))
        throw invalidField(`skus.${i}.sku_id`, 'error.goods.skuUnknown', { id: s.sku_id });
    });
    const taken = await this.skus.codesTakenElsewhere(
      shopId,
      inputs.map((s) => s.sku_code),
      goodsId,
    );
    if (taken.length) {
      const i = inputs.findIndex((s) => s.sku_code === taken[0]);
      throw invalidField(`skus.${i}.sku_code`, 'error.goods.skuCodeTaken', { code: taken[0]! });
    }
    const kept = new Set(inputs.map((s) => s.sku_id));
    return { existing, inputs, removed: existing.filter((s) => !kept.has(s.id)) };
  }

  /** Writes the plan: removals (refused when an order sold the SKU or it holds stock history),
   * updates, additions. Answers the SKU id of each input row. */
  async applyInTrx(trx: Trx, shopId: number, goodsId: number, plan: SkuPlan, now: number): Promise<number[]> {
    const removedIds = plan.removed.map((s) => s.id);
    // Read in the transaction (on SQLite it holds the one connection).
    const sold = await this.skus.referenced(removedIds, trx);
    const stocked = await this.skus.withBatches(removedIds, trx);
    for (const s of plan.removed) {
      if (sold.has(s.id)) throw conflict('error.goods.skuReferenced', { code: s.sku_code });
      if (stocked.has(s.id)) throw conflict('error.goods.skuHasStock', { code: s.sku_code });
    }
    await this.skus.deleteInTrx(trx, goodsId, removedIds);
    const out: number[] = [];
    for (const s of plan.inputs) {
      if (s.sku_id !== undefined) {
        // Left out of the form: the warning quantity stays (the batch action sets it too).
        const warning = s.warning_quantity === undefined ? {} : { warning_quantity: s.warning_quantity };
        await this.skus.updateInTrx(trx, goodsId, s.sku_id, { ...skuFields(s, now), ...warning });
        out.push(s.sku_id);
      } else {
        out.push(await this.skus.insertInTrx(trx, newSku(shopId, goodsId, s, now)));
      }
    }
    return out;
  }

  /** The matrices of new items (no existing rows to keep or remove) in one statement. Answers the
   * SKU ids of each item's input rows. */
  async insertNewInTrx(
    trx: Trx,
    shopId: number,
    items: readonly { goodsId: number; inputs: readonly Omit<SkuInput, 'batches'>[] }[],
    now: number,
  ): Promise<number[][]> {
    const ids = await this.skus.insertManyInTrx(
      trx,
      items.flatMap((it) => it.inputs.map((s) => newSku(shopId, it.goodsId, s, now))),
    );
    let at = 0;
    return items.map((it) => ids.slice(at, (at += it.inputs.length)));
  }
}

/** The columns a matrix row writes, added or updated. */
function skuFields(s: Omit<SkuInput, 'batches'>, now: number) {
  return {
    sku_code: s.sku_code,
    spec_values: JSON.stringify(s.spec_values),
    price: fen(s.price),
    cost: fen(s.cost),
    weight: s.weight,
    enabled: s.enabled,
    updated_at: now,
  };
}

function newSku(shopId: number, goodsId: number, s: Omit<SkuInput, 'batches'>, now: number) {
  return {
    ...skuFields(s, now),
    shop_id: shopId,
    goods_id: goodsId,
    warning_quantity: s.warning_quantity ?? null,
    created_at: now,
  };
}
