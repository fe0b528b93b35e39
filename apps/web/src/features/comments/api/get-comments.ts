import type { CommentListQuery, CommentRow } from '@rxdesk/contract/comments/comments';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { commentKeys } from './comment-keys.ts';

/** GET seller/members/comments — a page of comments, each with its allowed actions. */
export function getComments(params: CommentListQuery): Promise<Page<CommentRow>> {
  return apiClient.get<Page<CommentRow>>('seller/members/comments', { params });
}

export const commentsQueryOptions = (params: CommentListQuery) =>
  queryOptions({
    queryKey: commentKeys.list(params),
    queryFn: () => getComments(params),
    placeholderData: keepPreviousData,
  });

export function useComments(params: CommentListQuery) {
  return useQuery(commentsQueryOptions(params));
}
