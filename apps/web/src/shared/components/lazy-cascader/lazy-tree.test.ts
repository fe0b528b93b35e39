import { describe, expect, it } from 'vitest';
import { isLazyPathLoaded, lazyOptions, type LazyOption } from './lazy-tree.ts';

interface Node {
  id: number;
  name: string;
  leaf: boolean;
}
interface Option extends LazyOption {
  label: string;
}

const loaded = new Map<number, Node[]>([
  [
    0,
    [
      { id: 1, name: 'a', leaf: false },
      { id: 2, name: 'b', leaf: false },
      { id: 3, name: 'c', leaf: true },
    ],
  ],
  [1, [{ id: 11, name: 'a1', leaf: true }]],
  [3, [{ id: 31, name: 'never shown', leaf: true }]],
]);
const toOption = (node: Node): Option => ({ value: node.id, label: node.name, isLeaf: node.leaf });

describe('lazy options', () => {
  it('nests loaded levels and leaves unloaded ones without children for the menu to ask for', () => {
    expect(lazyOptions(loaded, 0, toOption)).toEqual([
      { value: 1, label: 'a', isLeaf: false, children: [{ value: 11, label: 'a1', isLeaf: true }] },
      { value: 2, label: 'b', isLeaf: false },
      { value: 3, label: 'c', isLeaf: true }, // a leaf never opens, whatever is loaded under it
    ]);
  });

  it('starts from any parent and answers nothing for an unloaded one', () => {
    expect(lazyOptions(loaded, 1, toOption)).toEqual([{ value: 11, label: 'a1', isLeaf: true }]);
    expect(lazyOptions(loaded, 2, toOption)).toEqual([]);
  });
});

describe('lazy path', () => {
  const idOf = (node: Node) => node.id;
  it('is loaded when each id is found under the one before', () => {
    expect(isLazyPathLoaded(loaded, 0, [1, 11], idOf)).toBe(true);
    expect(isLazyPathLoaded(loaded, 0, [], idOf)).toBe(true);
  });
  it('is not when a level is missing or the id is not there', () => {
    expect(isLazyPathLoaded(loaded, 0, [2, 21], idOf)).toBe(false);
    expect(isLazyPathLoaded(loaded, 0, [1, 12], idOf)).toBe(false);
    expect(isLazyPathLoaded(loaded, 0, [11], idOf)).toBe(false);
  });
});
