import type { GroupNode } from '@rxdesk/contract/goods/groups';
import { describe, expect, it } from 'vitest';
import { movedOrder, siblingIds } from './groups-order.ts';

const node = (cat_id: number, children: number[] = []): GroupNode => ({
  cat_id,
  parent_id: 0,
  name: `g${cat_id}`,
  sort: 0,
  visible: 1,
  goods_count: 0,
  create_time: 0,
  children: children.map((id) => ({ ...node(id), parent_id: cat_id })),
});
const tree = [node(1, [11, 12, 13]), node(2), node(3, [31])];

describe('group order', () => {
  it('finds the siblings of a top group or a sub-group', () => {
    expect(siblingIds(tree, 2)).toEqual([1, 2, 3]);
    expect(siblingIds(tree, 12)).toEqual([11, 12, 13]);
    expect(siblingIds(tree, 99)).toEqual([]);
  });

  it('moves one place up or down among its siblings only', () => {
    expect(movedOrder(tree, 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder(tree, 12, 1)).toEqual([11, 13, 12]);
    expect(movedOrder(tree, 1, -1)).toBeNull();
    expect(movedOrder(tree, 13, 1)).toBeNull();
    expect(movedOrder(tree, 31, 1)).toBeNull();
    expect(movedOrder(tree, 99, 1)).toBeNull();
  });
});
