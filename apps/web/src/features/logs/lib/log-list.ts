import type { LogListQuery } from '@rxdesk/contract/logs/logs';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';
import { OPERATE_LOG_PATH } from './links.ts';

/* The operation log's filters, kept in the address: operator, action (a code, or a prefix ending
 * in "."), target type and id, time range; the keyword is the search box's. */

export interface LogAdvanced {
  user_id?: number;
  action?: string;
  target_type?: string;
  target?: string;
  start_time?: number;
  end_time?: number;
}

export type LogFilters = ListFilters<'ALL', LogAdvanced>;

const text = (max: number) => (raw: string | null) => {
  const v = raw?.trim();
  return v ? v.slice(0, max) : undefined;
};

export const logList = defineListFilters<'ALL', LogAdvanced, Omit<LogListQuery, 'page_no' | 'page_size'>>({
  path: OPERATE_LOG_PATH,
  advanced: {
    user_id: (raw) => wholeNumber(raw, 1),
    action: text(80),
    target_type: text(80),
    target: text(200),
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
});
