import type { Db } from '../../platform/db/database.ts';

/** A category row with whether anything is under it. */
export interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  category_path: string;
  sort: number;
  has_children: number;
}

/** The platform's category tree (no shop owns it: every shop files its goods under it). */
export class CategoriesRepository {
  constructor(private readonly db: Db) {}

  /** The categories directly under any of `parentIds`, in their sort order. */
  async children(parentIds: readonly number[]): Promise<CategoryRow[]> {
    return this.withHasChildren()
      .where('c.parent_id', 'in', parentIds)
      .orderBy('c.parent_id')
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  /** Every category below `id` (the whole tree for the root): their paths hold `|id|`. */
  async descendants(id: number, rootId: number): Promise<CategoryRow[]> {
    return this.withHasChildren()
      .$if(id !== rootId, (b) => b.where('c.category_path', 'like', `%|${id}|%`).where('c.id', '<>', id))
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  private withHasChildren() {
    return this.db
      .selectFrom('categories as c')
      .select(['c.id', 'c.parent_id', 'c.name', 'c.category_path', 'c.sort'])
      .select((eb) =>
        eb
          .case()
          .when(
            eb.exists(eb.selectFrom('categories as k').select('k.id').whereRef('k.parent_id', '=', 'c.id')),
          )
          .then(1)
          .else(0)
          .end()
          .as('has_children'),
      );
  }
}
