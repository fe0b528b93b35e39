import type { ControlOrderQuery } from '@rxdesk/contract/drug-control/drug-control';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { CONTROL_ORDER_PATH } from './links.ts';

/* The restricted sales list's filters, kept in the address like the other lists' (no tabs). */

export interface ControlOrderAdvanced {
  start_time?: number;
  end_time?: number;
}

export type ControlOrderFilters = ListFilters<'ALL', ControlOrderAdvanced>;

export const controlOrderList = defineListFilters<
  'ALL',
  ControlOrderAdvanced,
  Omit<ControlOrderQuery, 'page_no' | 'page_size'>
>({
  path: CONTROL_ORDER_PATH,
  advanced: {
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
});
