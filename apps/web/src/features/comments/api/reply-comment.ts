import { apiClient } from '../../../shared/http/api-client.ts';
import { useCommentMutation } from './use-comment-mutation.ts';

export interface ReplyVars {
  commentId: number;
  content: string;
  /** Edit the reply given (PUT, within 24 hours) instead of the first reply (POST). */
  edit: boolean;
}

/** POST seller/members/comments/{comment_id}/reply (once) or PUT (edit within 24 hours). Silent:
 * the reply dialog shows a refusal under its field or as its own toast. */
export function replyComment({ commentId, content, edit }: ReplyVars): Promise<unknown> {
  const url = `seller/members/comments/${commentId}/reply`;
  const config = { silent: true, json: true };
  return edit ? apiClient.put(url, { content }, config) : apiClient.post(url, { content }, config);
}

export function useReplyComment() {
  return useCommentMutation(replyComment);
}
