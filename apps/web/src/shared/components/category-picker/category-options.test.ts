import { describe, expect, it } from 'vitest';
import type { Category } from '@rxdesk/contract/goods/categories';
import { categoryOptions, categoryPathOf, idsOfCategoryPath, isLastLevel } from './category-options.ts';

const cat = (category_id: number, parent_id: number, level: number, has_children = true): Category => ({
  category_id,
  parent_id,
  name: `c${category_id}`,
  category_path: '',
  level,
  has_children,
});

describe('category levels', () => {
  it('ends at level 4 even if the data had more', () => {
    expect(isLastLevel({ level: 4, has_children: true })).toBe(true);
    expect(isLastLevel({ level: 3, has_children: true })).toBe(false);
  });
  it('ends earlier at a category with nothing under it', () => {
    expect(isLastLevel({ level: 1, has_children: false })).toBe(true);
  });
});

describe('category options', () => {
  it('nests the loaded levels and leaves the rest to load on opening', () => {
    const loaded = new Map([
      [0, [cat(3, 0, 1), cat(5, 0, 1, false)]],
      [3, [cat(12, 3, 2)]],
    ]);
    expect(categoryOptions(loaded)).toEqual([
      { value: 3, label: 'c3', isLeaf: false, children: [{ value: 12, label: 'c12', isLeaf: false }] },
      { value: 5, label: 'c5', isLeaf: true },
    ]);
  });
});

describe('category path', () => {
  it('is the root, the ids and a closing bar, so it works as a prefix', () => {
    expect(categoryPathOf([3])).toBe('0|3|');
    expect(categoryPathOf([3, 12, 40, 41])).toBe('0|3|12|40|41|');
    expect(categoryPathOf([])).toBeUndefined();
    // A prefix filter on '0|3|' must not take '0|31|'.
    expect('0|31|'.startsWith(categoryPathOf([3]) ?? '')).toBe(false);
  });
  it('reads back into ids', () => {
    expect(idsOfCategoryPath('0|3|12|')).toEqual([3, 12]);
    expect(idsOfCategoryPath(categoryPathOf([3, 12, 40, 41]))).toEqual([3, 12, 40, 41]);
  });
  it('gives nothing for what is not a path', () => {
    for (const bad of [undefined, '', '0|', '3|12|', '0|3', '0|a|', '0|1|2|3|4|5|'])
      expect(idsOfCategoryPath(bad)).toEqual([]);
  });
});
