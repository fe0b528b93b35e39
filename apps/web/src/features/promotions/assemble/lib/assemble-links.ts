import { activityList } from '../../seckill/lib/activity-filters.ts';

/** The assemble list's address and filters (a tab per computed state, the title keyword). */
export const ASSEMBLE_LIST_PATH = '/promotions/assemble-manager';
export const assembleList = activityList(ASSEMBLE_LIST_PATH);

/** The add page, or the edit page of one activity. */
export function assembleAddHref(id?: number): string {
  return id === undefined ? '/promotions/assemble-add' : `/promotions/assemble-add/${id}`;
}
