import { describe, expect, it } from 'vitest';
import { GOODS_STATUSES, type GoodsAction, type GoodsStatus } from '@rxdesk/contract/goods/catalogue';
import { GOODS_MACHINE, goodsStatus, type GoodsFacts } from './goods-state-machine.ts';

const facts = (status: GoodsStatus, over: Partial<GoodsFacts> = {}): GoodsFacts => ({
  status,
  name: '布洛芬缓释胶囊',
  is_auth: status === 'REJECTED' ? 2 : status === 'AWAITING_REVIEW' ? 0 : 1,
  regulatory_class: 'NONE',
  enabled_skus: 1,
  referenced: false,
  restricted: false,
  stocked: false,
  regulated_change: false,
  ...over,
});

// Written out by hand: "action from → to" when allowed, for a reviewer who is not the submitter.
const ALLOWED: Record<GoodsAction, Partial<Record<GoodsStatus, GoodsStatus>>> = {
  edit: {
    AWAITING_REVIEW: 'AWAITING_REVIEW',
    REJECTED: 'AWAITING_REVIEW',
    OFF_SHELF: 'OFF_SHELF',
    ON_SALE: 'ON_SALE',
  },
  approve: { AWAITING_REVIEW: 'OFF_SHELF' },
  reject: { AWAITING_REVIEW: 'REJECTED' },
  up: { OFF_SHELF: 'ON_SALE' },
  under: { ON_SALE: 'OFF_SHELF' },
  recycle: { AWAITING_REVIEW: 'RECYCLED', REJECTED: 'RECYCLED', OFF_SHELF: 'RECYCLED' },
  revert: { RECYCLED: 'OFF_SHELF' },
  delete: { RECYCLED: 'DELETED' },
};

describe('goods state machine', () => {
  for (const action of Object.keys(ALLOWED) as GoodsAction[])
    for (const status of GOODS_STATUSES) {
      const to = ALLOWED[action][status];
      it(`${action} from ${status}: ${to ?? 'refused'}`, () => {
        const d = GOODS_MACHINE.decide(facts(status), action, 'REVIEWER');
        if (to) expect(d).toEqual({ to });
        else expect(d).toEqual({ refused: 'error.goods.wrongStatus' });
      });
    }

  it('reads the state from market_enable × is_auth × recycled_at', () => {
    expect(goodsStatus({ market_enable: 1, is_auth: 1, recycled_at: null })).toBe('ON_SALE');
    expect(goodsStatus({ market_enable: 0, is_auth: 1, recycled_at: null })).toBe('OFF_SHELF');
    expect(goodsStatus({ market_enable: 0, is_auth: 0, recycled_at: null })).toBe('AWAITING_REVIEW');
    expect(goodsStatus({ market_enable: 0, is_auth: 2, recycled_at: null })).toBe('REJECTED');
    expect(goodsStatus({ market_enable: 0, is_auth: 1, recycled_at: 1 })).toBe('RECYCLED');
  });

  it('the submitter may not review; anyone may take the other actions', () => {
    expect(GOODS_MACHINE.decide(facts('AWAITING_REVIEW'), 'approve', 'SUBMITTER')).toEqual({
      refused: 'error.goods.reviewOwn',
    });
    expect(GOODS_MACHINE.allowedActions(facts('AWAITING_REVIEW'), 'SUBMITTER')).toEqual(['edit', 'recycle']);
  });

  it('a regulated change of an approved item goes back to review; revert restores the review state', () => {
    expect(GOODS_MACHINE.decide(facts('ON_SALE', { regulated_change: true }), 'edit')).toEqual({
      to: 'AWAITING_REVIEW',
    });
    expect(GOODS_MACHINE.decide(facts('RECYCLED', { is_auth: 2 }), 'revert')).toEqual({ to: 'REJECTED' });
    expect(GOODS_MACHINE.decide(facts('RECYCLED', { is_auth: 0 }), 'revert')).toEqual({
      to: 'AWAITING_REVIEW',
    });
  });

  it('checks: barred class and no enabled SKU keep it off sale; references keep it from deletion', () => {
    expect(GOODS_MACHINE.decide(facts('OFF_SHELF', { regulatory_class: 'VACCINE' }), 'up')).toEqual({
      refused: 'error.goods.barred',
      params: { name: '布洛芬缓释胶囊', category: '疫苗' },
    });
    expect(GOODS_MACHINE.decide(facts('OFF_SHELF', { enabled_skus: 0 }), 'up')).toMatchObject({
      refused: 'error.goods.noEnabledSku',
    });
    expect(GOODS_MACHINE.decide(facts('RECYCLED', { referenced: true }), 'delete')).toMatchObject({
      refused: 'error.goods.referenced',
    });
    expect(GOODS_MACHINE.decide(facts('RECYCLED', { restricted: true }), 'delete')).toMatchObject({
      refused: 'error.goods.restricted',
    });
    expect(GOODS_MACHINE.decide(facts('RECYCLED', { stocked: true }), 'delete')).toMatchObject({
      refused: 'error.goods.stocked',
    });
  });
});
