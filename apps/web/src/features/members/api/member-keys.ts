import type { MemberListQuery } from '@rxdesk/contract/members/members';

/** Query keys of the member screens; every change invalidates `all`. */
export const memberKeys = {
  all: ['members'] as const,
  list: (params: MemberListQuery) => [...memberKeys.all, 'list', params] as const,
  recycle: (params: MemberListQuery) => [...memberKeys.all, 'recycle', params] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
  tab: (id: number, tab: string, page: number) => [...memberKeys.all, 'detail', id, tab, page] as const,
  tags: () => [...memberKeys.all, 'tags'] as const,
};
