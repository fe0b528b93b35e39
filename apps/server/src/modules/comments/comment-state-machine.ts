import {
  COMMENT_REPLY_EDIT_HOURS,
  type CommentAction,
  type CommentStatus,
} from '@rxdesk/contract/comments/comments';
import { defineMachine, type Check, type RulesTable } from '../../platform/state/state-machine.ts';

/** The comment state machine (README "Comments"), a rules table of the state kernel. The status
 * is the hidden flag (SHOWN / HIDDEN); replying and editing the reply keep it. A reply is given
 * once (the conditional update compares "no reply yet"); it may be edited within
 * COMMENT_REPLY_EDIT_HOURS of the first reply, whatever the status. */
export interface CommentFacts {
  status: CommentStatus;
  reply_time: number | null;
  now: number;
}

export const REPLY_EDIT_SECONDS = COMMENT_REPLY_EDIT_HOURS * 3600;

const notReplied: Check<CommentFacts> = {
  refused: 'error.comment.replied',
  ok: (f) => f.reply_time === null,
};
const replied: Check<CommentFacts> = {
  refused: 'error.comment.notReplied',
  ok: (f) => f.reply_time !== null,
};
const withinEditWindow: Check<CommentFacts> = {
  refused: 'error.comment.replyWindow',
  ok: (f) => f.reply_time !== null && f.now - f.reply_time <= REPLY_EDIT_SECONDS,
};

const ANY: readonly CommentStatus[] = ['SHOWN', 'HIDDEN'];

export const COMMENT_RULES: RulesTable<CommentFacts, CommentStatus, CommentAction, never> = {
  reply: [{ from: ANY, checks: [notReplied], to: (f) => f.status, toText: '=' }],
  editReply: [{ from: ANY, checks: [replied, withinEditWindow], to: (f) => f.status, toText: '=' }],
  hide: [{ from: ['SHOWN'], to: 'HIDDEN' }],
  show: [{ from: ['HIDDEN'], to: 'SHOWN' }],
};

export const COMMENT_MACHINE = defineMachine('comment', COMMENT_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.comment.wrongStatus',
  wrongStatus: 'error.comment.wrongStatus',
});
