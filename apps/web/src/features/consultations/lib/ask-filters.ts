import { ASK_STATES, type AskListQuery, type AskState } from '@rxdesk/contract/consultations/asks';
import { ASK_LIST_PATH } from '../../../shared/consultations/ask-links.ts';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { cleanKeyword, wholeNumber } from '../../../shared/lists/list-params.ts';

/* The consultation list's filters, kept in the address like the other lists'. */

export const ASK_TABS = ['ALL', ...ASK_STATES] as const satisfies readonly ('ALL' | AskState)[];
export type AskTab = (typeof ASK_TABS)[number];

export interface AskAdvanced {
  goods_name?: string;
  hidden?: number;
  start_time?: number;
  end_time?: number;
}

/** keyword: part of the question or the member's name */
export type AskFilters = ListFilters<AskTab, AskAdvanced>;

export const askList = defineListFilters<AskTab, AskAdvanced, Omit<AskListQuery, 'page_no' | 'page_size'>>({
  path: ASK_LIST_PATH,
  tab: { tabs: ASK_TABS, all: 'ALL' },
  advanced: {
    goods_name: (raw) => cleanKeyword(raw) || undefined,
    hidden: (raw) => wholeNumber(raw, 0, 1),
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
  tabQuery: (tab) => ((ASK_STATES as readonly string[]).includes(tab) ? { state: tab as AskState } : {}),
});
