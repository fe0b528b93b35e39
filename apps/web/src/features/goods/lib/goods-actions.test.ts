import { describe, expect, it } from 'vitest';
import { rowActions } from './goods-actions.ts';

const everything = () => true;

describe('goods row actions', () => {
  it('show what the server allows, in a fixed order, with the SKU page beside edit', () => {
    expect(rowActions(['recycle', 'up', 'edit'], everything)).toEqual(['edit', 'sku', 'up', 'recycle']);
    expect(rowActions(['delete', 'revert'], everything)).toEqual(['revert', 'delete']);
    expect(rowActions(['teleport'], everything)).toEqual([]);
  });

  it('leave out what the role may not do', () => {
    const pharmacist = (p: string) => ['goods-list', 'active-list', 'goods-review'].includes(p);
    expect(rowActions(['approve', 'reject', 'edit', 'recycle'], pharmacist)).toEqual([
      'approve',
      'reject',
      'recycle',
    ]);
    const clerk = (p: string) => p === 'goods-list' || p === 'good-publish';
    expect(rowActions(['approve', 'edit'], clerk)).toEqual(['edit']);
  });
});
