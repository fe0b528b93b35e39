// @vitest-environment jsdom
import type { PriceRange } from '@rxdesk/contract/common/price-range';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { PriceRangeSetter } from './price-range-setter.tsx';

let latest: PriceRange[] = [];
function Host({ initial, max, allowEmpty }: { initial: PriceRange[]; max?: number; allowEmpty?: boolean }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <PriceRangeSetter
      value={value}
      max={max}
      allowEmpty={allowEmpty}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
    />
  );
}
const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const type = (name: string, text: string) => {
  fireEvent.change(input(name), { target: { value: text } });
  fireEvent.blur(input(name));
};

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
afterEach(cleanup);

describe('price-range setter', { timeout: 30_000 }, () => {
  it('edits only the last pair and adds one starting above it', () => {
    render(<Host initial={[[0, 100]]} />);
    fireEvent.click(screen.getByRole('button', { name: /添加价格区间/ }));
    expect(latest).toEqual([
      [0, 100],
      [101, 102],
    ]);
    expect(input('第 1 个区间止价').disabled).toBe(true);
    expect(input('第 2 个区间止价').disabled).toBe(false);
    type('第 2 个区间止价', '200');
    expect(latest[1]).toEqual([101, 200]);
  });

  it("shows §5's message when the last high does not exceed its low, and offers no new pair", () => {
    render(<Host initial={[[0, 100]]} />);
    type('第 1 个区间止价', '0');
    expect(screen.getByText('最后一个区间的第二个值需要大于第一个值！')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加价格区间/ })).toBeNull();
  });

  it('removes only the last pair, and keeps the first unless it may be empty', () => {
    render(
      <Host
        initial={[
          [0, 100],
          [101, 200],
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '删除最后一个区间' }));
    expect(latest).toEqual([[0, 100]]);
    expect(screen.queryByRole('button', { name: '删除最后一个区间' })).toBeNull();
  });

  it('as a one-pair filter starts empty, adds the default pair and clears it', () => {
    render(<Host initial={[]} max={1} allowEmpty />);
    fireEvent.click(screen.getByRole('button', { name: /添加价格区间/ }));
    expect(latest).toEqual([[0, 100]]);
    expect(screen.queryByRole('button', { name: /添加价格区间/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '删除最后一个区间' }));
    expect(latest).toEqual([]);
  });
});
