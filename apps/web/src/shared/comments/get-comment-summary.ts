import type { CommentSummary } from '@rxdesk/contract/comments/comments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';
import { commentSummaryKey } from './comment-keys.ts';

/** GET seller/members/comments/goods/{goods_id}/summary — a goods item's rating figures (the
 * comments buyers see). Silent: a page showing them goes on without them. */
export function getCommentSummary(goodsId: number): Promise<CommentSummary> {
  return apiClient.get<CommentSummary>(`seller/members/comments/goods/${goodsId}/summary`, { silent: true });
}

export const commentSummaryQueryOptions = (goodsId: number) =>
  queryOptions({ queryKey: commentSummaryKey(goodsId), queryFn: () => getCommentSummary(goodsId) });

export function useCommentSummary(goodsId: number, enabled = true) {
  return useQuery({ ...commentSummaryQueryOptions(goodsId), enabled });
}
