import type { ActivityAction, ActivityState } from '@rxdesk/contract/promotions/seckill';
import { defineMachine, type RulesTable } from '../../../platform/state/state-machine.ts';

/** The computed state of a seckill or group-buy activity (RULES-FORMAT.md): never stored, read
 * from closed_at and the window [start_at, end_at) against the clock. */
export function activityState(
  p: { closed_at: number | null; start_at: number; end_at: number },
  now: number,
): ActivityState {
  if (p.closed_at !== null) return 'CLOSED';
  if (now < p.start_at) return 'NOT_STARTED';
  if (now < p.end_at) return 'RUNNING';
  return 'ENDED';
}

export interface ActivityFacts {
  status: ActivityState;
}

/** Edit and delete only before the start; close (final) before the end. The repository's
 * conditional updates repeat these conditions, so a change racing the clock or another close
 * loses with 409 instead of slipping through. */
const RULES: RulesTable<ActivityFacts, ActivityState, ActivityAction, never> = {
  edit: [{ from: ['NOT_STARTED'], to: 'NOT_STARTED' }],
  delete: [{ from: ['NOT_STARTED'], to: 'CLOSED', toText: '(deleted)' }],
  close: [{ from: ['NOT_STARTED', 'RUNNING'], to: 'CLOSED' }],
};

export const ACTIVITY_MACHINE = defineMachine('activity', RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.activity.wrongState',
  wrongStatus: 'error.activity.wrongState',
});
