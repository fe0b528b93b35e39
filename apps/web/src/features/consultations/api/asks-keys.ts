import type { AskListQuery } from '@rxdesk/contract/consultations/asks';
import { CONSULTATIONS_QUERY_ROOT } from '../../../shared/consultations/ask-counts.ts';

/** The area's query keys: every action invalidates the root (lists and counts together). */
export const asksKeys = {
  all: CONSULTATIONS_QUERY_ROOT,
  lists: () => [...CONSULTATIONS_QUERY_ROOT, 'list'] as const,
  list: (query: AskListQuery) => [...CONSULTATIONS_QUERY_ROOT, 'list', query] as const,
};
