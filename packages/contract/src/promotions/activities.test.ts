import { describe, expect, it } from 'vitest';
import { activitiesQuery, isSelectableActivity } from './activities.ts';

describe('activity list query (§7 / §9)', () => {
  it('defaults to page 1, ten a page, MOBILE', () => {
    expect(activitiesQuery.parse({})).toEqual({ page_no: 1, page_size: 10, client_type: 'MOBILE' });
  });

  it('takes only the §9 page sizes', () => {
    for (const size of ['10', '20', '50', '100']) {
      expect(activitiesQuery.parse({ page_size: size }).page_size).toBe(Number(size));
    }
    for (const size of ['5', '30', '0', '101', '10.5']) {
      const result = activitiesQuery.safeParse({ page_size: size });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('rule.activityPageSize');
    }
  });

  it('takes MOBILE or PC', () => {
    expect(activitiesQuery.parse({ client_type: 'PC' }).client_type).toBe('PC');
    expect(activitiesQuery.safeParse({ client_type: 'APP' }).success).toBe(false);
  });

  it('lets only a published activity be chosen', () => {
    expect(isSelectableActivity({ publish_date: null })).toBe(false);
    expect(isSelectableActivity({ publish_date: 1_700_000_000 })).toBe(true);
  });
});
