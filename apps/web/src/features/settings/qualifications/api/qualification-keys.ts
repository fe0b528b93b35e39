import type { QualificationListQuery } from '@rxdesk/contract/settings/qualifications';
import { QUALIFICATIONS_QUERY_ROOT } from '../../../../shared/qualifications/expiry-alerts.ts';

/** Query keys of the qualifications page, under the root the expiry alerts share: every change
 * invalidates `all`, so the dashboard's and the top bar's alerts follow at once. */
export const qualificationKeys = {
  all: QUALIFICATIONS_QUERY_ROOT,
  yyzz: (shopId: number) => [...qualificationKeys.all, 'yyzz', shopId] as const,
  lists: () => [...qualificationKeys.all, 'list'] as const,
  list: (shopId: number, q: QualificationListQuery) => [...qualificationKeys.lists(), shopId, q] as const,
  history: (id: number) => [...qualificationKeys.all, 'history', id] as const,
};
