// @vitest-environment jsdom
import type { Category } from '@rxdesk/contract/goods/categories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { CategoryPicker } from './category-picker.tsx';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../http/api-client.ts', () => ({ apiClient: { get } }));

const cat = (
  category_id: number,
  parent_id: number,
  level: number,
  name: string,
  path: string,
): Category => ({
  category_id,
  parent_id,
  name,
  category_path: path,
  level,
  has_children: level < 2,
});
const tree: Record<number, Category[]> = {
  0: [cat(3, 0, 1, '中西药品', '0|3|'), cat(5, 0, 1, '医疗器械', '0|5|')],
  3: [cat(12, 3, 2, '感冒用药', '0|3|12|')],
};

function show(value?: string) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CategoryPicker value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}
const asked = () => get.mock.calls.map(([url]) => url as string);

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
beforeEach(() => {
  get.mockReset().mockImplementation((url: string) => {
    const id = Number(/categories\/(\d+)\/children/.exec(url)?.[1]);
    return Promise.resolve(tree[id] ?? []);
  });
});
afterEach(cleanup);

describe('category picker', { timeout: 60_000 }, () => {
  it('reads the top level, then a level when it is opened, and lets any level be chosen', async () => {
    const onChange = show();
    await waitFor(() => expect(asked()).toEqual(['admin/goods/categories/0/children']));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('中西药品'));
    // Choosing a top category is already a choice, and opens the level below.
    expect(onChange).toHaveBeenLastCalledWith('0|3|', tree[0]?.[0]);
    await waitFor(() => expect(asked()).toContain('admin/goods/categories/3/children'));
    fireEvent.click(await screen.findByText('感冒用药'));
    expect(onChange).toHaveBeenLastCalledWith('0|3|12|', tree[3]?.[0]);
  });

  it('shows a stored path by loading the levels above it', async () => {
    show('0|3|12|');
    await waitFor(() =>
      expect(asked().sort()).toEqual([
        'admin/goods/categories/0/children',
        'admin/goods/categories/3/children',
      ]),
    );
    expect(await screen.findByText('中西药品 / 感冒用药')).toBeTruthy();
  });
});
