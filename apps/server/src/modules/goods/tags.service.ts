import type { Page } from '@rxdesk/contract/common/paging';
import {
  TAG_CUSTOM_MAX,
  TAG_MARKS,
  type GoodsTag,
  type TagGoodsRow,
  type TagMark,
} from '@rxdesk/contract/goods/tags';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import { isUniqueViolation } from './groups.repository.ts';
import { ownGoodsIds, replaceTagGoods, type TagsRepository } from './tags.repository.ts';

type Change = 'replace' | 'add' | 'remove';

/** Goods tags: the built-in hot / new / recommend every shop has (written on first use) and the
 * shop's own; which goods carry each. */
export class TagsService {
  constructor(
    private readonly repo: TagsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext): Promise<GoodsTag[]> {
    await this.ensureBuiltins(auth.shopId);
    const rows = await this.repo.list(auth.shopId);
    return rows.map((r) => ({
      tag_id: r.id,
      tag_name: r.name,
      mark: (TAG_MARKS as readonly string[]).includes(r.mark) ? (r.mark as TagMark) : '',
      builtin: r.mark === '' ? 0 : 1,
      goods_count: Number(r.goods_count ?? 0),
      create_time: r.created_at,
    }));
  }

  async create(auth: AuthContext, name: string): Promise<{ tag_id: number }> {
    await this.ensureBuiltins(auth.shopId);
    const id = await this.repo.transaction(async (trx) => {
      // The shop's hot tag is its tag lock: two adds at the limit cannot both pass the count.
      await this.repo.lockInTrx(trx, auth.shopId, { mark: 'hot' });
      if ((await this.repo.customCount(trx, auth.shopId)) >= TAG_CUSTOM_MAX)
        throw new AppError('CONFLICT', 'error.tag.limit', { max: TAG_CUSTOM_MAX });
      const tagId = await this.unique(name, () =>
        this.repo.insertInTrx(trx, auth.shopId, name, this.clock.now()),
      );
      await this.log.write(
        { auth, action: 'goods.tag.create', target: name, detail: { tag_id: tagId } },
        trx,
      );
      return tagId;
    });
    return { tag_id: id };
  }

  async rename(auth: AuthContext, tagId: number, name: string): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const tag = await this.custom(trx, auth.shopId, tagId);
      await this.unique(name, () => this.repo.renameInTrx(trx, auth.shopId, tagId, name));
      await this.log.write(
        {
          auth,
          action: 'goods.tag.rename',
          target: name,
          detail: { tag_id: tagId, from: tag.name },
          changes: fieldChanges({ name: tag.name }, { name }),
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, tagId: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const tag = await this.custom(trx, auth.shopId, tagId);
      await this.repo.deleteInTrx(trx, auth.shopId, tagId);
      await this.log.write(
        { auth, action: 'goods.tag.delete', target: tag.name, detail: { tag_id: tagId } },
        trx,
      );
    });
  }

  async goods(
    auth: AuthContext,
    tagId: number,
    q: { page_no: number; page_size: number; keyword?: string },
  ): Promise<Page<TagGoodsRow>> {
    if (!(await this.repo.find(auth.shopId, tagId))) throw notFound();
    const { rows, total } = await this.repo.goodsPage(auth.shopId, tagId, q);
    return {
      data: rows.map(({ id, price, ...r }) => ({ goods_id: id, price: fenToYuan(price), ...r })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** Replaces, adds to or removes from the tag's goods. Goods to be in the tag must all be the
   * shop's own and outside the recycle station, or nothing changes (404 naming them). */
  async changeGoods(
    auth: AuthContext,
    tagId: number,
    change: Change,
    goodsIds: number[],
  ): Promise<{ tag_id: number; goods_count: number }> {
    return this.repo.transaction(async (trx) => {
      if (!(await this.repo.lockInTrx(trx, auth.shopId, { id: tagId }))) throw notFound();
      const tag = (await this.repo.find(auth.shopId, tagId, trx))!;
      if (change !== 'remove') await this.checkGoods(trx, auth.shopId, goodsIds);
      if (change === 'replace') await replaceTagGoods(trx, tagId, goodsIds);
      else if (change === 'add') await this.repo.addGoodsInTrx(trx, tagId, goodsIds);
      else await this.repo.removeGoodsInTrx(trx, tagId, goodsIds);
      await this.log.write(
        {
          auth,
          action: `goods.tag.goods.${change}`,
          targetType: 'goods.tag',
          target: tag.name,
          detail: { tag_id: tagId, goods_ids: goodsIds },
        },
        trx,
      );
      return { tag_id: tagId, goods_count: await this.repo.goodsCount(trx, auth.shopId, tagId) };
    });
  }

  private async checkGoods(trx: Db, shopId: number, ids: number[]): Promise<void> {
    const own = new Set(await ownGoodsIds(trx, shopId, ids));
    const missing = ids.filter((id) => !own.has(id));
    if (missing.length)
      throw new AppError('NOT_FOUND', 'error.tag.goodsNotFound', { ids: missing.join(', ') });
  }

  /** A shop-defined tag, locked for the change; a built-in one is refused. */
  private async custom(trx: Db, shopId: number, tagId: number) {
    if (!(await this.repo.lockInTrx(trx, shopId, { id: tagId }))) throw notFound();
    const tag = (await this.repo.find(shopId, tagId, trx))!;
    if (tag.mark !== '') throw new AppError('CONFLICT', 'error.tag.builtin');
    return tag;
  }

  /** Hot / new / recommend are written the first time a shop's tags are read (no migration). */
  private async ensureBuiltins(shopId: number): Promise<void> {
    const marks = await this.repo.marks(shopId);
    if (TAG_MARKS.every((m) => marks.includes(m))) return;
    await this.repo.insertBuiltins(shopId, this.clock.now());
  }

  private async unique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('tag_name', 'error.tag.nameTaken', { name });
      throw error;
    }
  }
}
