import {
  parseRegionIds,
  REGION_ROOT_ID,
  regionNamesOf,
  type RegionNode,
} from '@rxdesk/contract/regions/regions';
import { invalidField, notFound } from '../../platform/http/app-error.ts';
import type { RegionsRepository } from './regions.repository.ts';

/** A region path checked against the regions table: ids and names both come from the table. */
export interface CheckedRegion {
  region_ids: string;
  region_names: string;
}

/** The §2 region picker's data (GET base/regions/{id}/children, GET system/regions/parent/{id})
 * and the check that other modules run on a region path they are given. */
export class RegionsService {
  constructor(private readonly repo: RegionsRepository) {}

  /** The regions under `id` (0: the provinces); [] under a leaf; 404 for an unknown id. */
  async children(id: number): Promise<RegionNode[]> {
    const rows = await this.repo.children(id);
    // An empty answer is either a leaf or no such region: only then is the second query needed.
    if (rows.length === 0 && id !== REGION_ROOT_ID && !(await this.repo.exists(id))) throw notFound();
    return rows;
  }

  /** The path from the province down to `id` itself, to pre-fill a picker from a stored id. */
  async parentChain(id: number): Promise<RegionNode[]> {
    const chain = await this.repo.ancestry(id);
    if (chain.length === 0) throw notFound();
    return chain;
  }

  /** Accepts "p,c,d,t" only when it is exactly the path from a province down to a region with no
   * children (the deepest level the data has there), and answers the names from the table.
   * Anything else is a 400 on `field` (where the caller's body holds the path): the client's names
   * are never used. */
  async requireCompletePath(regionIds: string, field = 'region_ids'): Promise<CheckedRegion> {
    const ids = parseRegionIds(regionIds);
    const refuse = () => invalidField(field, 'error.region.chain');
    if (!ids) throw refuse();
    const chain = await this.repo.ancestry(ids[ids.length - 1] as number);
    const exact =
      chain.length === ids.length &&
      chain.every((r, i) => r.id === ids[i]) &&
      chain[0]?.parent_id === REGION_ROOT_ID &&
      chain[chain.length - 1]?.has_children === false;
    if (!exact) throw refuse();
    return { region_ids: ids.join(','), region_names: regionNamesOf(chain) };
  }
}
