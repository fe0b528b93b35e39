import { describe, expect, it } from 'vitest';
import { ASK_MACHINE, type AskFacts } from './ask-state-machine.ts';

const facts = (f: Partial<AskFacts> = {}): AskFacts => ({
  status: 'UNANSWERED',
  hidden: 0,
  goods_name: '阿莫西林胶囊',
  pharmacist_required: false,
  by_pharmacist: false,
  ...f,
});

describe('the consultation machine', () => {
  it('answers, handles, hides and shows from the right states', () => {
    expect(ASK_MACHINE.allowedActions(facts())).toEqual(['answer', 'handle', 'hide']);
    expect(ASK_MACHINE.allowedActions(facts({ status: 'ANSWERED' }))).toEqual(['edit', 'hide']);
    expect(ASK_MACHINE.allowedActions(facts({ status: 'HANDLED', hidden: 1 }))).toEqual(['show']);
    expect(ASK_MACHINE.decide(facts({ status: 'ANSWERED' }), 'answer')).toEqual({
      refused: 'error.ask.wrongStatus',
    });
    expect(ASK_MACHINE.decide(facts({ status: 'HANDLED' }), 'hide')).toEqual({ to: 'HANDLED' });
  });

  it('keeps the answer of a prescription drug for a pharmacist', () => {
    const rx = facts({ pharmacist_required: true });
    expect(ASK_MACHINE.decide(rx, 'answer')).toEqual({
      refused: 'error.ask.pharmacistOnly',
      params: { name: '阿莫西林胶囊' },
    });
    expect(ASK_MACHINE.decide({ ...rx, status: 'ANSWERED' }, 'edit')).toMatchObject({
      refused: 'error.ask.pharmacistOnly',
    });
    expect(ASK_MACHINE.decide({ ...rx, by_pharmacist: true }, 'answer')).toEqual({ to: 'ANSWERED' });
    // A clerk may still set it aside (handled by phone by the pharmacist, say) or hide it.
    expect(ASK_MACHINE.allowedActions(rx)).toEqual(['handle', 'hide']);
  });
});
