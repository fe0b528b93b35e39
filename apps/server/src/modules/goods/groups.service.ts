import { GROUP_ROOT_ID, type GroupBody, type GroupNode } from '@rxdesk/contract/goods/groups';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation, type GroupRow, type GroupsRepository } from './groups.repository.ts';

const toGroup = (r: GroupRow) => ({
  cat_id: r.id,
  parent_id: r.parent_id,
  name: r.name,
  sort: r.sort,
  visible: r.visible,
  goods_count: r.goods_count,
  create_time: r.created_at,
});

/** The shop's goods groups (店铺分组): two levels, names unique among siblings, a group with
 * sub-groups or goods is not deleted. */
export class GroupsService {
  constructor(
    private readonly repo: GroupsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async tree(auth: AuthContext): Promise<GroupNode[]> {
    const rows = await this.repo.tree(auth.shopId);
    const top: GroupNode[] = rows
      .filter((r) => r.parent_id === GROUP_ROOT_ID)
      .map((r) => ({ ...toGroup(r), children: [] }));
    const byId = new Map(top.map((n) => [n.cat_id, n]));
    // Rows come in sort order, so each parent's children keep it.
    for (const r of rows) if (r.parent_id !== GROUP_ROOT_ID) byId.get(r.parent_id)?.children.push(toGroup(r));
    return top;
  }

  async create(auth: AuthContext, body: GroupBody): Promise<{ cat_id: number }> {
    const id = await this.repo.transaction(async (trx) => {
      if (body.parent_id !== GROUP_ROOT_ID) await this.lockParent(trx, auth.shopId, body.parent_id);
      const catId = await this.unique(body.name, () =>
        this.repo.insertInTrx(trx, { shop_id: auth.shopId, ...body, created_at: this.clock.now() }),
      );
      await this.log.write(
        { auth, action: 'goods.group.create', target: body.name, detail: { cat_id: catId, ...body } },
        trx,
      );
      return catId;
    });
    return { cat_id: id };
  }

  async update(auth: AuthContext, id: number, body: GroupBody): Promise<void> {
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.lockInTrx(trx, auth.shopId, id))) throw notFound();
      const before = (await this.repo.find(auth.shopId, id, trx))!;
      if (body.parent_id !== GROUP_ROOT_ID) {
        if (body.parent_id === id) throw invalidField('parent_id', 'error.group.parentInvalid');
        await this.lockParent(trx, auth.shopId, body.parent_id);
        // A group with sub-groups moved under another would make a third level.
        const children = await this.repo.childCount(trx, auth.shopId, id);
        if (children > 0) throw new AppError('CONFLICT', 'error.group.hasChildrenMove', { count: children });
      }
      await this.unique(body.name, () => this.repo.updateInTrx(trx, auth.shopId, id, body));
      await this.log.write(
        {
          auth,
          action: 'goods.group.update',
          target: body.name,
          detail: { cat_id: id, ...body },
          changes: fieldChanges(before, body),
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.lockInTrx(trx, auth.shopId, id))) throw notFound();
      const group = (await this.repo.find(auth.shopId, id, trx))!;
      const children = await this.repo.childCount(trx, auth.shopId, id);
      if (children > 0) throw new AppError('CONFLICT', 'error.group.hasChildren', { count: children });
      const goods = await this.repo.goodsCount(trx, auth.shopId, id);
      if (goods > 0) throw new AppError('CONFLICT', 'error.group.hasGoods', { count: goods });
      await this.repo.ungroupRecycledInTrx(trx, auth.shopId, id);
      await this.repo.deleteInTrx(trx, auth.shopId, id);
      await this.log.write(
        { auth, action: 'goods.group.delete', target: group.name, detail: { cat_id: id } },
        trx,
      );
    });
  }

  /** The new order of every group under one parent; a list that is not exactly those groups (a
   * stale screen, another shop's id) changes nothing. */
  async sort(auth: AuthContext, ids: number[]): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const first = await this.repo.find(auth.shopId, ids[0]!, trx);
      if (!first) throw notFound();
      // The parent's lock keeps a concurrent add of a sub-group out of the count.
      if (first.parent_id !== GROUP_ROOT_ID) await this.repo.lockInTrx(trx, auth.shopId, first.parent_id);
      const siblings = await this.repo.siblingIds(trx, auth.shopId, first.parent_id);
      const same = new Set(ids).size === ids.length && ids.length === siblings.length;
      if (!same || !ids.every((i) => siblings.includes(i)))
        throw new AppError('CONFLICT', 'error.group.sortSiblings');
      for (const [index, catId] of ids.entries())
        await this.repo.setSortInTrx(trx, auth.shopId, catId, index);
      await this.log.write(
        { auth, action: 'goods.group.sort', detail: { parent_id: first.parent_id, cat_ids: ids } },
        trx,
      );
    });
  }

  /** The parent must be a top-level group of the shop (two levels at most); locked so it is not
   * deleted while the child is written. */
  private async lockParent(trx: Db, shopId: number, parentId: number) {
    const locked = await this.repo.lockInTrx(trx, shopId, parentId);
    const parent = locked ? await this.repo.find(shopId, parentId, trx) : undefined;
    if (parent?.parent_id !== GROUP_ROOT_ID) throw invalidField('parent_id', 'error.group.parentInvalid');
  }

  private async unique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalidField('name', 'error.group.nameTaken', { name });
      throw error;
    }
  }
}
