import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineMachine, isRefusal, type RulesTable } from './state-machine.ts';

// A toy machine: a parcel locker. Only the courier fills it, only the owner opens it, a locker
// for cold goods is emptied by staff, and opening needs the right code.
type Status = 'EMPTY' | 'FULL' | 'OPENED';
type Action = 'fill' | 'open' | 'empty' | 'touch';
type Who = 'COURIER' | 'OWNER' | 'STAFF';
interface Facts {
  status: Status;
  cold: boolean;
  code_ok: boolean;
  tries: number;
}

const RULES: RulesTable<Facts, Status, Action, Who> = {
  fill: [{ by: ['COURIER'], from: ['EMPTY', 'OPENED'], to: 'FULL' }],
  open: [
    {
      by: ['OWNER'],
      from: ['FULL'],
      checks: [
        { refused: 'locker.tooManyTries', ok: (f) => f.tries < 3, params: (f) => ({ tries: f.tries }) },
        { refused: 'locker.wrongCode', ok: (f) => f.code_ok },
      ],
      to: 'OPENED',
    },
  ],
  empty: [
    { by: ['STAFF'], when: { text: 'cold', test: (f) => f.cold }, from: ['FULL'], to: 'EMPTY' },
    { by: ['STAFF'], when: { text: 'cold', test: (f) => f.cold }, from: ['OPENED'], to: 'EMPTY' },
  ],
  // Anyone; keeps the status.
  touch: [{ from: ['EMPTY', 'FULL', 'OPENED'], to: (f) => f.status, toText: '=' }],
};
const locker = defineMachine('locker', RULES, {
  actor: 'locker.notYours',
  notApplicable: 'locker.notCold',
  wrongStatus: 'locker.wrongStatus',
});
const facts = (over: Partial<Facts> = {}): Facts => ({
  status: 'FULL',
  cold: true,
  code_ok: true,
  tries: 0,
  ...over,
});

describe('defineMachine: decide', () => {
  it('leads where the rule says', () => {
    expect(locker.decide(facts(), 'open', 'OWNER')).toEqual({ to: 'OPENED' });
    expect(locker.decide(facts({ status: 'OPENED' }), 'fill', 'COURIER')).toEqual({ to: 'FULL' });
    expect(locker.decide(facts({ status: 'OPENED' }), 'touch', 'OWNER')).toEqual({ to: 'OPENED' });
    expect(locker.decide(facts({ status: 'OPENED' }), 'touch')).toEqual({ to: 'OPENED' });
  });

  it('asks the actor first, then applicability, then the status, then the checks', () => {
    // Everything is wrong: the actor refusal wins.
    const hopeless = facts({ status: 'EMPTY', cold: false, code_ok: false, tries: 5 });
    expect(locker.decide(hopeless, 'empty', 'OWNER')).toEqual({ refused: 'locker.notYours' });
    expect(locker.decide(hopeless, 'empty')).toEqual({ refused: 'locker.notYours' });
    expect(locker.decide(hopeless, 'empty', 'STAFF')).toEqual({ refused: 'locker.notCold' });
    expect(locker.decide({ ...hopeless, cold: true }, 'empty', 'STAFF')).toEqual({
      refused: 'locker.wrongStatus',
    });
    expect(locker.decide(hopeless, 'open', 'OWNER')).toEqual({ refused: 'locker.wrongStatus' });
    // Checks in their order, with their parameters.
    expect(locker.decide({ ...hopeless, status: 'FULL' }, 'open', 'OWNER')).toEqual({
      refused: 'locker.tooManyTries',
      params: { tries: 5 },
    });
    expect(locker.decide(facts({ code_ok: false }), 'open', 'OWNER')).toEqual({
      refused: 'locker.wrongCode',
    });
  });

  it('of several rules, takes the one that starts from the status', () => {
    expect(locker.decide(facts({ status: 'OPENED' }), 'empty', 'STAFF')).toEqual({ to: 'EMPTY' });
    expect(locker.decide(facts({ status: 'FULL' }), 'empty', 'STAFF')).toEqual({ to: 'EMPTY' });
    expect(isRefusal(locker.decide(facts({ status: 'EMPTY' }), 'empty', 'STAFF'))).toBe(true);
  });
});

describe('defineMachine: allowed actions and the table', () => {
  it('lists what an actor may do now, in table order or in the order asked', () => {
    expect(locker.allowedActions(facts(), 'OWNER')).toEqual(['open', 'touch']);
    expect(locker.allowedActions(facts({ code_ok: false }), 'OWNER')).toEqual(['touch']);
    expect(locker.allowedActions(facts(), 'STAFF')).toEqual(['empty', 'touch']);
    expect(locker.allowedActions(facts({ cold: false }), 'STAFF')).toEqual(['touch']);
    expect(locker.allowedActions(facts({ status: 'EMPTY' }), 'COURIER', ['touch', 'fill'])).toEqual([
      'touch',
      'fill',
    ]);
  });

  it('allows exactly the actions decide does not refuse, for any facts and actor', () => {
    const anyFacts = fc.record({
      status: fc.constantFrom<Status>('EMPTY', 'FULL', 'OPENED'),
      cold: fc.boolean(),
      code_ok: fc.boolean(),
      tries: fc.nat(5),
    });
    const anyActor = fc.option(fc.constantFrom<Who>('COURIER', 'OWNER', 'STAFF'), { nil: undefined });
    fc.assert(
      fc.property(anyFacts, anyActor, (f, who) => {
        const decided = locker.actions.filter((a) => !isRefusal(locker.decide(f, a, who)));
        expect(locker.allowedActions(f, who)).toEqual(decided);
      }),
    );
  });

  it('gives its table and actions for printing', () => {
    expect(locker.actions).toEqual(['fill', 'open', 'empty', 'touch']);
    expect(locker.rules).toBe(RULES);
    expect(locker.name).toBe('locker');
  });
});
