import type { PointsCategoryItem, PointsCategoryTree } from '@rxdesk/contract/points/points-categories';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PointsCategory } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { PointsCategoriesRepository } from './points-categories.repository.ts';

const toItem = (c: PointsCategory, parents: Set<number>): PointsCategoryItem => ({
  category_id: Number(c.id),
  parent_id: Number(c.parent_id),
  name: c.name,
  sort: c.sort,
  level: Number(c.parent_id) === 0 ? 1 : 2,
  has_children: parents.has(Number(c.id)),
});

/** The points categories' rules: two levels, a name once among its siblings, a category with
 * children is not deleted. Every change is written to the operation log. */
export class PointsCategories {
  constructor(
    private readonly repo: PointsCategoriesRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** The children of `parentIds` (0: the top level); another shop's category is not found. */
  async children(shopId: number, parentIds: number[]): Promise<PointsCategoryItem[]> {
    const named = parentIds.filter((id) => id !== 0);
    if (named.length && (await this.repo.countOwned(shopId, named)) !== named.length) throw notFound();
    const rows = await this.repo.children(shopId, parentIds);
    const parents = await this.repo.parentsAmong(
      shopId,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((r) => toItem(r, parents));
  }

  async tree(shopId: number): Promise<PointsCategoryTree> {
    const rows = await this.repo.all(shopId);
    const parents = new Set(rows.map((r) => Number(r.parent_id)));
    return rows
      .filter((r) => Number(r.parent_id) === 0)
      .map((top) => ({
        ...toItem(top, parents),
        children: rows.filter((r) => Number(r.parent_id) === Number(top.id)).map((r) => toItem(r, parents)),
      }));
  }

  async create(
    auth: AuthContext,
    body: { name: string; parent_id: number; sort: number },
  ): Promise<{ category_id: number }> {
    const id = await this.taken(body.name, () =>
      this.repo.transaction(async (trx) => {
        await this.repo.lockShopInTrx(trx, auth.shopId);
        if (body.parent_id !== 0) {
          const parent = await this.repo.find(auth.shopId, body.parent_id, trx);
          if (!parent || Number(parent.parent_id) !== 0)
            throw invalidField('parent_id', 'error.points.categoryParent');
        }
        const newId = await this.repo.insertInTrx(trx, {
          shop_id: auth.shopId,
          parent_id: body.parent_id,
          name: body.name,
          sort: body.sort,
          created_at: this.clock.now(),
        });
        await this.log.write(
          { auth, action: 'points.category.create', target: String(newId), detail: { ...body } },
          trx,
        );
        return newId;
      }),
    );
    return { category_id: id };
  }

  async update(auth: AuthContext, id: number, body: { name: string; sort: number }): Promise<void> {
    const before = await this.repo.find(auth.shopId, id);
    if (!before) throw notFound();
    await this.taken(body.name, () =>
      this.repo.transaction(async (trx) => {
        const now = this.clock.now();
        if (!(await this.repo.updateInTrx(trx, auth.shopId, id, { ...body, updated_at: now })))
          throw notFound();
        await this.log.write(
          {
            auth,
            action: 'points.category.update',
            target: String(id),
            changes: fieldChanges({ name: before.name, sort: before.sort }, body),
          },
          trx,
        );
      }),
    );
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      await this.repo.lockShopInTrx(trx, auth.shopId);
      const c = await this.repo.find(auth.shopId, id, trx);
      if (!c) throw notFound();
      if (await this.repo.hasChildrenInTrx(trx, auth.shopId, id))
        throw conflict('error.points.categoryHasChildren');
      if (!(await this.repo.deleteInTrx(trx, auth.shopId, id))) throw notFound();
      await this.log.write(
        { auth, action: 'points.category.delete', target: String(id), detail: { name: c.name } },
        trx,
      );
    });
  }

  /** A sibling of the same name (the unique index decides under concurrency) is the name's fault. */
  private async taken<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw invalidField('name', 'error.points.categoryTaken', { name });
      throw e;
    }
  }
}
