import {
  PROMOTION_ACTIONS,
  PROMOTION_STATES,
  type PromotionAction,
  type PromotionState,
} from '@rxdesk/contract/promotions/promotion-common';
import { defineMachine, type Check, type RulesTable } from '../../platform/state/state-machine.ts';

/** The state of an activity is computed, never stored (RULES-FORMAT.md): closing is the one
 * thing written, and it is final. Edit and delete only before the start. */
export interface PromotionFacts {
  status: PromotionState;
}

export function promotionState(
  p: { start_at: number; end_at: number; closed_at: number | null },
  now: number,
): PromotionState {
  if (p.closed_at !== null) return 'CLOSED';
  if (now < p.start_at) return 'NOT_STARTED';
  if (now < p.end_at) return 'RUNNING';
  return 'ENDED';
}

// Every rule starts from any state and refuses with the message of the state it meets, so the
// user reads why ("has started", "is closed") rather than a generic "wrong state".
const notStarted: Check<PromotionFacts> = {
  refused: 'error.promotion.started',
  ok: (f) => f.status === 'NOT_STARTED',
};
const notClosed: Check<PromotionFacts> = {
  refused: 'error.promotion.closed',
  ok: (f) => f.status !== 'CLOSED',
};
const notEnded: Check<PromotionFacts> = {
  refused: 'error.promotion.ended',
  ok: (f) => f.status !== 'ENDED',
};

export const PROMOTION_RULES: RulesTable<PromotionFacts, PromotionState, PromotionAction, never> = {
  edit: [{ from: PROMOTION_STATES, checks: [notClosed, notStarted], to: 'NOT_STARTED' }],
  delete: [
    { from: PROMOTION_STATES, checks: [notClosed, notStarted], to: 'NOT_STARTED', toText: '(deleted)' },
  ],
  close: [{ from: PROMOTION_STATES, checks: [notClosed, notEnded], to: 'CLOSED' }],
};

export const PROMOTION_MACHINE = defineMachine('promotion', PROMOTION_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.promotion.closed',
  wrongStatus: 'error.promotion.closed',
});

export const allowedPromotionActions = (status: PromotionState): PromotionAction[] =>
  PROMOTION_MACHINE.allowedActions({ status }, undefined, PROMOTION_ACTIONS);
