import { describe, expect, it } from 'vitest';
import { isRefusal } from '../../platform/state/state-machine.ts';
import { allowedPromotionActions, PROMOTION_MACHINE, promotionState } from './promotion-state.ts';

describe('promotion state', () => {
  const p = { start_at: 100, end_at: 200, closed_at: null };
  it('computes the tab from the half-open window and the close', () => {
    expect(promotionState(p, 99)).toBe('NOT_STARTED');
    expect(promotionState(p, 100)).toBe('RUNNING');
    expect(promotionState(p, 199)).toBe('RUNNING');
    expect(promotionState(p, 200)).toBe('ENDED');
    expect(promotionState({ ...p, closed_at: 50 }, 10)).toBe('CLOSED');
  });
  it('edits and deletes only before the start; closes until the end; closing is final', () => {
    expect(allowedPromotionActions('NOT_STARTED')).toEqual(['edit', 'delete', 'close']);
    expect(allowedPromotionActions('RUNNING')).toEqual(['close']);
    expect(allowedPromotionActions('ENDED')).toEqual([]);
    expect(allowedPromotionActions('CLOSED')).toEqual([]);
    const d = PROMOTION_MACHINE.decide({ status: 'RUNNING' }, 'edit');
    expect(isRefusal(d) && d.refused).toBe('error.promotion.wrongState');
    const c = PROMOTION_MACHINE.decide({ status: 'CLOSED' }, 'close');
    expect(isRefusal(c) && c.refused).toBe('error.promotion.wrongState');
  });
});
