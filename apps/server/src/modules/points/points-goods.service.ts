import type {
  PointsGoodsRow,
  PointsGoodsSkuOption,
  pointsGoodsBody,
  pointsGoodsListQuery,
} from '@rxdesk/contract/points/points-goods';
import type { Page } from '@rxdesk/contract/common/paging';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { PointsGoodsRepository, PointsGoodsValues } from './points-goods.repository.ts';

type Body = z.output<typeof pointsGoodsBody>;
type Stored = NonNullable<Awaited<ReturnType<PointsGoodsRepository['find']>>>;

/** Spec values as the seller reads them ('' for a single-SKU item). */
export function specsText(specValues: string): string {
  try {
    const v: unknown = JSON.parse(specValues);
    return Array.isArray(v) ? v.map((x) => String((x as { value?: unknown }).value ?? '')).join(' ') : '';
  } catch {
    return '';
  }
}

const toRow = (p: Stored): PointsGoodsRow => ({
  id: Number(p.id),
  goods_id: Number(p.goods_id),
  sku_id: Number(p.sku_id),
  goods_name: p.goods_name,
  sku_code: p.sku_code,
  specs: specsText(p.spec_values),
  thumbnail: p.thumbnail,
  list_price: fenToYuan(p.list_price),
  category_id: Number(p.category_id),
  category_name: p.category_name ?? '',
  points: p.points,
  cash: fenToYuan(p.cash),
  stock: p.stock,
  limit_num: p.limit_num,
  status: p.enabled === 1 ? 'ON' : 'OFF',
  created_at: Number(p.created_at),
  updated_at: Number(p.updated_at),
});

/** The points goods' rules: a SKU of the shop on sale and approved, never prescription or
 * restricted goods; a category of the shop; a SKU offered once. New goods start off, so the
 * seller checks them before members see them. Every change is written to the operation log. */
export class PointsGoodsService {
  constructor(
    private readonly repo: PointsGoodsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: z.output<typeof pointsGoodsListQuery>): Promise<Page<PointsGoodsRow>> {
    const { rows, total } = await this.repo.page(auth.shopId, q);
    return { data: rows.map(toRow), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async detail(auth: AuthContext, id: number): Promise<PointsGoodsRow> {
    const p = await this.repo.find(auth.shopId, id);
    if (!p) throw notFound();
    return toRow(p);
  }

  async skuOptions(auth: AuthContext, goodsId: number): Promise<PointsGoodsSkuOption[]> {
    return (await this.repo.skuOptions(auth.shopId, goodsId)).map((s) => ({
      sku_id: Number(s.sku_id),
      goods_id: Number(s.goods_id),
      goods_name: s.goods_name,
      sku_code: s.sku_code,
      specs: specsText(s.spec_values),
      price: fenToYuan(s.price),
      stock: s.stock,
    }));
  }

  async create(auth: AuthContext, body: Body): Promise<{ id: number }> {
    const id = await this.once(() =>
      this.repo.transaction(async (trx) => {
        const values = await this.checked(trx, auth.shopId, body);
        const newId = await this.repo.insertInTrx(trx, auth.shopId, values, this.clock.now());
        await this.log.write(
          {
            auth,
            action: 'points.goods.create',
            targetType: 'points.goods',
            target: String(newId),
            detail: { ...values },
          },
          trx,
        );
        return newId;
      }),
    );
    return { id };
  }

  async update(auth: AuthContext, id: number, body: Body): Promise<void> {
    await this.once(() =>
      this.repo.transaction(async (trx) => {
        const before = await this.repo.find(auth.shopId, id, trx);
        if (!before) throw notFound();
        const values = await this.checked(trx, auth.shopId, body);
        if (!(await this.repo.updateInTrx(trx, auth.shopId, id, values, this.clock.now()))) throw notFound();
        const was: PointsGoodsValues = {
          goods_id: Number(before.goods_id),
          sku_id: Number(before.sku_id),
          category_id: Number(before.category_id),
          points: before.points,
          cash: before.cash,
          stock: before.stock,
          limit_num: before.limit_num,
        };
        await this.log.write(
          {
            auth,
            action: 'points.goods.update',
            targetType: 'points.goods',
            target: String(id),
            changes: fieldChanges({ ...was }, { ...values }),
          },
          trx,
        );
      }),
    );
  }

  /** On or off; asking for the state it already has is a conflict (another seller was first). */
  async setOn(auth: AuthContext, id: number, on: boolean): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const p = await this.repo.find(auth.shopId, id, trx);
      if (!p) throw notFound();
      if (!(await this.repo.setEnabledInTrx(trx, auth.shopId, id, on ? 1 : 0, this.clock.now())))
        throw conflict(on ? 'error.points.goodsAlreadyOn' : 'error.points.goodsAlreadyOff');
      await this.log.write(
        {
          auth,
          action: on ? 'points.goods.on' : 'points.goods.off',
          targetType: 'points.goods',
          target: String(id),
          detail: { goods_name: p.goods_name, sku_code: p.sku_code },
        },
        trx,
      );
    });
  }

  private async checked(trx: Parameters<PointsGoodsRepository['skuFactsInTrx']>[0], shopId: number, b: Body) {
    const f = await this.repo.skuFactsInTrx(trx, shopId, b.sku_id);
    const onSale = f && f.enabled === 1 && f.market_enable === 1 && f.is_auth === 1 && f.recycled_at === null;
    if (!f || !onSale) throw invalidField('sku_id', 'error.points.goodsSku');
    if (f.is_prescription === 1 || f.restricted_id !== null)
      throw invalidField('sku_id', 'error.points.goodsRx', { goods: f.goods_name });
    if (!(await this.repo.categoryExistsInTrx(trx, shopId, b.category_id)))
      throw invalidField('category_id', 'rule.pointsGoodsCategory');
    return {
      goods_id: Number(f.goods_id),
      sku_id: b.sku_id,
      category_id: b.category_id,
      points: b.points,
      cash: b.cash,
      stock: b.stock,
      limit_num: b.limit_num,
    };
  }

  /** A SKU already offered (the unique index decides between two saves at once) is the SKU's fault. */
  private async once<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw invalidField('sku_id', 'error.points.goodsTaken');
      throw e;
    }
  }
}
