import type { TagGoodsParams } from './tags-get-goods.ts';

/** Query keys of the tags screens; every change invalidates `all` (counts show in the list). */
export const tagsKeys = {
  all: ['goods', 'tags'] as const,
  list: () => [...tagsKeys.all, 'list'] as const,
  goods: (tagId: number, params: TagGoodsParams) => [...tagsKeys.all, 'goods', tagId, params] as const,
};
