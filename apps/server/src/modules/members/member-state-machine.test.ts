import { describe, expect, it } from 'vitest';
import { MEMBER_MACHINE, memberStatus } from './member-state-machine.ts';

describe('member state machine', () => {
  const facts = (removed_at: number | null, disabled = 0) => ({
    status: memberStatus({ disabled, removed_at }),
    disabled,
  });

  it('reads the state from removed_at, then disabled', () => {
    expect(facts(null).status).toBe('ACTIVE');
    expect(facts(null, 1).status).toBe('DISABLED');
    expect(facts(100, 1).status).toBe('REMOVED');
  });

  it('disables, enables, removes and restores from the states its table names', () => {
    expect(MEMBER_MACHINE.decide(facts(null), 'disable')).toEqual({ to: 'DISABLED' });
    expect(MEMBER_MACHINE.decide(facts(null, 1), 'enable')).toEqual({ to: 'ACTIVE' });
    expect(MEMBER_MACHINE.decide(facts(null, 1), 'remove')).toEqual({ to: 'REMOVED' });
    expect(MEMBER_MACHINE.decide(facts(5), 'restore')).toEqual({ to: 'ACTIVE' });
    expect(MEMBER_MACHINE.decide(facts(5, 1), 'restore')).toEqual({ to: 'DISABLED' });
  });

  it('refuses an action from any other state (409 at the edge)', () => {
    const wrong = { refused: 'error.member.wrongStatus' };
    expect(MEMBER_MACHINE.decide(facts(null), 'enable')).toEqual(wrong);
    expect(MEMBER_MACHINE.decide(facts(null, 1), 'disable')).toEqual(wrong);
    expect(MEMBER_MACHINE.decide(facts(5), 'remove')).toEqual(wrong);
    expect(MEMBER_MACHINE.decide(facts(5), 'disable')).toEqual(wrong);
    expect(MEMBER_MACHINE.decide(facts(null), 'restore')).toEqual(wrong);
    expect(MEMBER_MACHINE.allowedActions(facts(null))).toEqual(['disable', 'remove']);
    expect(MEMBER_MACHINE.allowedActions(facts(5))).toEqual(['restore']);
  });
});
