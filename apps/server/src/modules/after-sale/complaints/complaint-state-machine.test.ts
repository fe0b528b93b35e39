import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@rxdesk/contract/after-sale/complaints';
import { decideComplaint, shopActions, type ComplaintMove } from './complaint-state-machine.ts';

const T0 = 1_790_000_000;
const facts = (status: ComplaintStatus, lastReply: number | null = T0 + 3600) => ({
  status,
  reply_deadline: T0 + 86_400,
  last_reply_at: lastReply,
});

// Written out by hand: "move from → to" when allowed (escalate judged inside its time limits).
const ALLOWED: Record<ComplaintMove, Partial<Record<ComplaintStatus, ComplaintStatus>>> = {
  reply: { NEW: 'REPLIED', REPLIED: 'REPLIED', ESCALATED: 'ESCALATED' },
  close: { REPLIED: 'CLOSED' },
  escalate: { NEW: 'ESCALATED', REPLIED: 'ESCALATED' },
};

describe('complaint state machine', () => {
  const inTime = T0 + 2 * 86_400; // past the reply deadline, within 7 days of the reply
  for (const move of Object.keys(ALLOWED) as ComplaintMove[])
    for (const status of COMPLAINT_STATUSES) {
      const to = ALLOWED[move][status];
      it(`${move} from ${status}: ${to ?? 'refused'}`, () => {
        const d = decideComplaint(facts(status), move, inTime);
        if (to) expect(d).toEqual({ to });
        else expect(d).toEqual({ refused: 'error.complaint.wrongStatus' });
      });
    }

  it('escalation waits for the reply deadline and ends 7 days after the reply', () => {
    expect(decideComplaint(facts('NEW', null), 'escalate', T0 + 86_399)).toEqual({
      refused: 'error.complaint.tooEarly',
      params: { at: T0 + 86_400 },
    });
    expect(decideComplaint(facts('NEW', null), 'escalate', T0 + 86_400)).toEqual({ to: 'ESCALATED' });
    expect(decideComplaint(facts('REPLIED', T0), 'escalate', T0 + 7 * 86_400)).toEqual({ to: 'ESCALATED' });
    expect(decideComplaint(facts('REPLIED', T0), 'escalate', T0 + 7 * 86_400 + 1)).toEqual({
      refused: 'error.complaint.tooLate',
    });
  });

  it('offers the shop what it can do', () => {
    expect(shopActions(facts('NEW', null), T0)).toEqual(['reply']);
    expect(shopActions(facts('REPLIED'), T0)).toEqual(['reply', 'close']);
    expect(shopActions(facts('ESCALATED'), T0)).toEqual(['reply']);
    expect(shopActions(facts('CLOSED'), T0)).toEqual([]);
  });
});
