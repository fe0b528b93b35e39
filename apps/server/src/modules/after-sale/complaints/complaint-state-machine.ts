import {
  COMPLAINT_ESCALATE_DAYS,
  type ComplaintAction,
  type ComplaintStatus,
} from '@rxdesk/contract/after-sale/complaints';
import {
  defineMachine,
  type Check,
  type Decision,
  type RulesTable,
} from '../../../platform/state/state-machine.ts';

/** The complaint state machine (README "Complaints"), a rules table of the state kernel
 * (platform/state). The shop replies (any number of times, also while the platform looks at it)
 * and closes a replied complaint; the buyer escalates a new one the shop left past its reply
 * deadline, or a replied one within 7 days of the reply. */
export type ComplaintMove = ComplaintAction | 'escalate';
export type ComplaintParty = 'SHOP' | 'BUYER';

export interface ComplaintFacts {
  status: ComplaintStatus;
  reply_deadline: number;
  last_reply_at: number | null;
}
type Facts = ComplaintFacts & { now: number };

export const escalateDeadline = (lastReplyAt: number | null) =>
  lastReplyAt === null ? null : lastReplyAt + COMPLAINT_ESCALATE_DAYS * 86_400;

const afterReplyDeadline: Check<Facts> = {
  refused: 'error.complaint.tooEarly',
  ok: (c) => !(c.status === 'NEW' && c.now < c.reply_deadline),
  params: (c) => ({ at: c.reply_deadline }),
};
const withinEscalateDays: Check<Facts> = {
  refused: 'error.complaint.tooLate',
  ok: (c) => {
    const until = escalateDeadline(c.last_reply_at);
    return !(c.status === 'REPLIED' && until !== null && c.now > until);
  },
};

export const COMPLAINT_RULES: RulesTable<Facts, ComplaintStatus, ComplaintMove, ComplaintParty> = {
  reply: [
    { by: ['SHOP'], from: ['NEW', 'REPLIED'], to: 'REPLIED' },
    { by: ['SHOP'], from: ['ESCALATED'], to: 'ESCALATED' },
  ],
  close: [{ by: ['SHOP'], from: ['REPLIED'], to: 'CLOSED' }],
  escalate: [
    {
      by: ['BUYER'],
      from: ['NEW', 'REPLIED'],
      checks: [afterReplyDeadline, withinEscalateDays],
      to: 'ESCALATED',
    },
  ],
};

export const COMPLAINT_MACHINE = defineMachine('complaint', COMPLAINT_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.complaint.wrongStatus',
  wrongStatus: 'error.complaint.wrongStatus',
});

export type ComplaintDecision = Decision<ComplaintStatus>;

/** Decided as the party the move belongs to (each move has one). */
export function decideComplaint(c: ComplaintFacts, move: ComplaintMove, now: number): ComplaintDecision {
  return COMPLAINT_MACHINE.decide({ ...c, now }, move, COMPLAINT_RULES[move][0]?.by?.[0]);
}

/** The shop's buttons now. */
export function shopActions(c: ComplaintFacts, now: number): ComplaintAction[] {
  return COMPLAINT_MACHINE.allowedActions({ ...c, now }, 'SHOP', ['reply', 'close']) as ComplaintAction[];
}
