import type { CommentListQuery } from '@rxdesk/contract/comments/comments';
import { commentKeysRoot } from '../../../shared/comments/comment-keys.ts';

/** Query keys of the comments screen; every change invalidates `all` (the rating figures too). */
export const commentKeys = {
  all: commentKeysRoot,
  lists: () => [...commentKeysRoot, 'list'] as const,
  list: (params: CommentListQuery) => [...commentKeys.lists(), params] as const,
};
