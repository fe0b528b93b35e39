import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;

/** The points mall's categories: what a pharmacy gives for points (two levels). */
const CATEGORIES: { name: string; children: string[] }[] = [
  { name: '健康防护', children: ['口罩', '消毒用品', '体温计'] },
  { name: '营养保健', children: ['维生素', '蛋白粉'] },
  { name: '生活用品', children: ['毛巾纸巾', '保温杯'] },
  { name: '家庭药箱', children: [] },
];

export async function seedPointsCategories(trx: Trx, shopId: number, now: number): Promise<void> {
  for (const [i, top] of CATEGORIES.entries()) {
    const { id } = await trx
      .insertInto('points_categories')
      .values({
        shop_id: shopId,
        parent_id: 0,
        name: top.name,
        sort: i + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (top.children.length)
      await trx
        .insertInto('points_categories')
        .values(
          top.children.map((name, j) => ({
            shop_id: shopId,
            parent_id: Number(id),
            name,
            sort: j + 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
  }
}
