import { z } from 'zod';

/** SPEC §3 Region grades: 1 province, 2 city, 3 district / county, 4 town / street. */
export const REGION_GRADES = { PROVINCE: 1, CITY: 2, DISTRICT: 3, TOWN: 4 } as const;
export const REGION_MAX_GRADE = REGION_GRADES.TOWN;
/** The parent id of the provinces: GET base/regions/0/children lists them. */
export const REGION_ROOT_ID = 0;

/** GET base/regions/{id}/children, GET system/regions/parent/{id}: a region id (0 = the root). */
export const regionIdParams = z.object({ id: z.coerce.number().int().min(0).max(2147483647) });

/** One region as the picker needs it. */
export const regionNode = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  local_name: z.string(),
  region_grade: z.number().int(),
  /** false for a leaf: the picker's choice is complete there. */
  has_children: z.boolean(),
});
export type RegionNode = z.infer<typeof regionNode>;

/** The picker's answers: a region's children, or the path down to a region. */
export const regionNodes = z.array(regionNode);

/** An order's region path as stored and sent: ids from the province down, comma-joined. */
export const REGION_IDS_PATTERN = /^\d{1,10}(,\d{1,10}){0,3}$/;

/** "33,3301,330106,330106001" → [33, 3301, 330106, 330106001]; null when it is not such a list. */
export function parseRegionIds(value: string): number[] | null {
  const text = value.trim();
  return REGION_IDS_PATTERN.test(text) ? text.split(',').map(Number) : null;
}

/** The stored form of a region path: names from the province down, space-joined. */
export function regionNamesOf(chain: readonly Pick<RegionNode, 'local_name'>[]): string {
  return chain.map((r) => r.local_name).join(' ');
}
