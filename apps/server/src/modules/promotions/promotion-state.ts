import {
  PROMOTION_ACTIONS,
  type PromotionAction,
  type PromotionState,
} from '@rxdesk/contract/promotions/promotion-common';
import { defineMachine, type RulesTable } from '../../platform/state/state-machine.ts';

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

export const PROMOTION_RULES: RulesTable<PromotionFacts, PromotionState, PromotionAction, never> = {
  edit: [{ from: ['NOT_STARTED'], to: (f) => f.status, toText: '=' }],
  // The row goes: nothing stays to hold a status.
  delete: [{ from: ['NOT_STARTED'], to: (f) => f.status, toText: 'deleted' }],
  close: [{ from: ['NOT_STARTED', 'RUNNING'], to: 'CLOSED' }],
};

export const PROMOTION_MACHINE = defineMachine('promotion', PROMOTION_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.promotion.wrongState',
  wrongStatus: 'error.promotion.wrongState',
});

export const allowedPromotionActions = (status: PromotionState): PromotionAction[] =>
  PROMOTION_MACHINE.allowedActions({ status }, undefined, PROMOTION_ACTIONS);
