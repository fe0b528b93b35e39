import { describe, expect, it } from 'vitest';
import type { RegionNode } from '@rxdesk/contract/regions/regions';
import { completesSelection, isPathLoaded, regionLabel, regionOptions } from './region-options.ts';

const node = (id: number, parent_id: number, local_name: string, region_grade: number, has_children = true) =>
  ({ id, parent_id, local_name, region_grade, has_children }) satisfies RegionNode;

describe('region label', () => {
  it('keeps names of up to 8 characters whole', () => {
    expect(regionLabel('北山街道')).toBe('北山街道');
    expect(regionLabel('新疆维吾尔自治区')).toBe('新疆维吾尔自治区'); // exactly 8
  });

  it('cuts longer names after 8 characters and marks the cut', () => {
    expect(regionLabel('中关村国家自主创新示范区大兴生物医药产业基地')).toBe('中关村国家自主创…');
    expect(regionLabel('广西壮族自治区直辖县级')).toBe('广西壮族自治区直…');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(regionLabel('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇')).toBe('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇');
    expect(regionLabel('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇𠀈')).toBe('𠀀𠀁𠀂𠀃𠀄𠀅𠀆𠀇…');
  });
});

describe('completing the selection', () => {
  it('a level-4 choice completes it, even if the data had something below', () => {
    expect(completesSelection({ region_grade: 4, has_children: false })).toBe(true);
    expect(completesSelection({ region_grade: 4, has_children: true })).toBe(true);
  });

  it('levels 1-3 open the next level while there is one', () => {
    for (const grade of [1, 2, 3])
      expect(completesSelection({ region_grade: grade, has_children: true })).toBe(false);
  });

  it('a region with nothing under it completes it where the data stops early', () => {
    expect(completesSelection({ region_grade: 3, has_children: false })).toBe(true);
  });
});

describe('options tree', () => {
  const loaded = new Map<number, RegionNode[]>([
    [0, [node(33, 0, '浙江省', 1), node(11, 0, '北京市', 1)]],
    [33, [node(3301, 33, '杭州市', 2)]],
    [3301, [node(330106, 3301, '西湖区', 3)]],
    [
      330106,
      [
        node(330106002, 330106, '北山街道', 4, false),
        node(330106999, 330106, '一个名字很长的测试街道办事处', 4, false),
      ],
    ],
  ]);

  it('nests loaded levels, marks towns as leaves and leaves unloaded regions without children', () => {
    const options = regionOptions(loaded);
    expect(options.map((o) => [o.value, o.isLeaf, o.children === undefined])).toEqual([
      [33, false, false],
      [11, false, true],
    ]);
    const towns = options[0]?.children?.[0]?.children?.[0]?.children ?? [];
    expect(towns).toEqual([
      { value: 330106002, label: '北山街道', title: '北山街道', 'aria-label': '北山街道', isLeaf: true },
      {
        value: 330106999,
        label: '一个名字很长的测…',
        title: '一个名字很长的测试街道办事处',
        'aria-label': '一个名字很长的测试街道办事处',
        isLeaf: true,
      },
    ]);
  });

  it('knows whether a stored path can be shown from what is loaded', () => {
    expect(isPathLoaded(loaded, [33, 3301, 330106, 330106002])).toBe(true);
    expect(isPathLoaded(loaded, [33, 3301, 330106, 330106003])).toBe(false);
    expect(isPathLoaded(loaded, [11, 1101])).toBe(false);
    expect(isPathLoaded(new Map(), [33])).toBe(false);
  });
});
