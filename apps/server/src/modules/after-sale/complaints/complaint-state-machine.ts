import {
  COMPLAINT_ESCALATE_DAYS,
  type ComplaintAction,
  type ComplaintStatus,
} from '@rxdesk/contract/after-sale/complaints';

/** The complaint state machine (README "Complaints"), one table. The shop replies (any number of
 * times, also while the platform looks at it) and closes a replied complaint; the buyer escalates
 * a new one the shop left past its reply deadline, or a replied one within 7 days of the reply. */
export type ComplaintMove = ComplaintAction | 'escalate';

interface Rule {
  by: 'SHOP' | 'BUYER';
  from: ComplaintStatus[];
  to: (s: ComplaintStatus) => ComplaintStatus;
}

export const COMPLAINT_RULES: Record<ComplaintMove, Rule> = {
  reply: {
    by: 'SHOP',
    from: ['NEW', 'REPLIED', 'ESCALATED'],
    to: (s) => (s === 'ESCALATED' ? 'ESCALATED' : 'REPLIED'),
  },
  close: { by: 'SHOP', from: ['REPLIED'], to: () => 'CLOSED' },
  escalate: { by: 'BUYER', from: ['NEW', 'REPLIED'], to: () => 'ESCALATED' },
};

export interface ComplaintFacts {
  status: ComplaintStatus;
  reply_deadline: number;
  last_reply_at: number | null;
}

export type ComplaintDecision =
  { to: ComplaintStatus } | { refused: string; params?: Record<string, number> };

export const escalateDeadline = (lastReplyAt: number | null) =>
  lastReplyAt === null ? null : lastReplyAt + COMPLAINT_ESCALATE_DAYS * 86_400;

export function decideComplaint(c: ComplaintFacts, move: ComplaintMove, now: number): ComplaintDecision {
  const rule = COMPLAINT_RULES[move];
  if (!rule.from.includes(c.status)) return { refused: 'error.complaint.wrongStatus' };
  if (move === 'escalate') {
    if (c.status === 'NEW' && now < c.reply_deadline)
      return { refused: 'error.complaint.tooEarly', params: { at: c.reply_deadline } };
    const until = escalateDeadline(c.last_reply_at);
    if (c.status === 'REPLIED' && until !== null && now > until)
      return { refused: 'error.complaint.tooLate' };
  }
  return { to: rule.to(c.status) };
}

/** The shop's buttons now. */
export function shopActions(c: ComplaintFacts, now: number): ComplaintAction[] {
  return (['reply', 'close'] as const).filter((a) => 'to' in decideComplaint(c, a, now));
}
