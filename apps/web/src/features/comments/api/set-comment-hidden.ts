import { apiClient } from '../../../shared/http/api-client.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

/** PUT seller/members/comments/{comment_id}/hide | /show — a refusal is the client's toast. */
export function setCommentHidden({ commentId, action }: { commentId: number; action: 'hide' | 'show' }) {
  return apiClient.put(`seller/members/comments/${commentId}/${action}`);
}

export function useSetCommentHidden() {
  return useCommentMutation(setCommentHidden);
}
