import { sql } from 'kysely';
import type { RegionNode } from '@rxdesk/contract/regions/regions';
import type { Db } from '../../platform/db/database.ts';

// Deeper than any real path (4): only guards the recursive walk against a corrupt cycle.
const MAX_DEPTH = 8;

type Row = Omit<RegionNode, 'has_children'> & { has_children: unknown };

/** SQLite answers EXISTS with 0/1, PostgreSQL with a boolean. */
const toNode = ({ has_children, ...r }: Row): RegionNode => ({
  ...r,
  has_children: has_children === true || Number(has_children) === 1,
});

/** Reads of the regions table (reference data, the same for every shop, so never shop-scoped). */
export class RegionsRepository {
  constructor(private readonly db: Db) {}

  async children(parentId: number): Promise<RegionNode[]> {
    const rows = await this.db
      .selectFrom('regions as r')
      .where('r.parent_id', '=', parentId)
      .select(['r.id', 'r.parent_id', 'r.local_name', 'r.region_grade'])
      .select(hasChildren('r.id'))
      .orderBy('r.sort')
      .orderBy('r.id')
      .execute();
    return rows.map(toNode);
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('regions').where('id', '=', id).select('id').executeTakeFirst();
    return row !== undefined;
  }

  /** The region and its ancestors, province first; empty for an unknown id. One round trip. */
  async ancestry(id: number): Promise<RegionNode[]> {
    const rows = await this.db
      .withRecursive('chain(id, parent_id, local_name, region_grade, depth)', (db) =>
        db
          .selectFrom('regions')
          .where('id', '=', id)
          .select(['id', 'parent_id', 'local_name', 'region_grade', sql<number>`0`.as('depth')])
          .unionAll((u) =>
            u
              .selectFrom('regions as r')
              .innerJoin('chain', 'chain.parent_id', 'r.id')
              .where('chain.depth', '<', MAX_DEPTH)
              .select([
                'r.id',
                'r.parent_id',
                'r.local_name',
                'r.region_grade',
                sql<number>`chain.depth + 1`.as('depth'),
              ]),
          ),
      )
      .selectFrom('chain')
      .select(['chain.id', 'chain.parent_id', 'chain.local_name', 'chain.region_grade'])
      .select(hasChildren('chain.id'))
      .orderBy('chain.depth', 'desc')
      .execute();
    return rows.map(toNode);
  }
}

/** Whether a region has children: an index probe on (parent_id, sort). */
function hasChildren(idColumn: 'r.id' | 'chain.id') {
  return sql<unknown>`exists (select 1 from regions c where c.parent_id = ${sql.ref(idColumn)})`.as(
    'has_children',
  );
}
