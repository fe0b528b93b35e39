// @vitest-environment jsdom
import type { Page } from '@rxdesk/contract/common/paging';
import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { GoodsPickerDialog } from './goods-picker-dialog.tsx';
import type { PickedGoods } from './goods-selection.ts';

const { get, warning } = vi.hoisted(() => ({ get: vi.fn(), warning: vi.fn() }));
vi.mock('../../http/api-client.ts', () => ({ apiClient: { get } }));
vi.mock('../../feedback/feedback.ts', () => ({ toast: { warning, error: vi.fn() } }));

const sku = (goods_id: number): GoodsSku => ({
  goods_id,
  goods_name: `药品${goods_id}`,
  common_name: '',
  specs_name: `规格${goods_id}`,
  thumbnail: `/files/${goods_id}.thumb.webp`,
  price: goods_id + 0.5,
  goods_code: `G${goods_id}`,
  dosage_form: '',
  manufacturer: '',
  storage: '',
  drug_type: '',
  is_prescription: 0,
  stock: 1,
  unit: '盒',
  category_path: '0|1|',
});

/** 25 goods on the server, ten a page. */
function serve(url: string, config?: { params?: { page_no: number; page_size: number } }) {
  if (url.startsWith('admin/goods/categories/')) return Promise.resolve([]);
  const { page_no = 1, page_size = 10 } = config?.params ?? {};
  const all = Array.from({ length: 25 }, (_, i) => sku(i + 1));
  const page: Page<GoodsSku> = {
    data: all.slice((page_no - 1) * page_size, page_no * page_size),
    data_total: all.length,
    page_no,
    page_size,
  };
  return Promise.resolve(page);
}

function open(limit: number) {
  const onConfirm = vi.fn<(goods: PickedGoods[]) => void>();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GoodsPickerDialog open limit={limit} onConfirm={onConfirm} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel };
}

const tick = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  fireEvent.click(within(row).getByRole('checkbox'));
};

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
beforeEach(() => {
  get.mockReset().mockImplementation(serve);
  warning.mockReset();
});
afterEach(cleanup);

// antd's first render in jsdom is slow on a loaded machine.
describe('goods picker dialog', { timeout: 60_000 }, () => {
  it('asks for goods on sale and approved, ten a page, and shows the §3 columns', async () => {
    open(0);
    expect(await screen.findByText('药品1', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('选择商品')).toBeTruthy();
    expect(screen.getByText('规格1')).toBeTruthy();
    expect(screen.getByText('¥1.50')).toBeTruthy();
    expect(screen.getByText('G1')).toBeTruthy();
    expect(screen.getByRole('img', { name: '药品1' }).getAttribute('src')).toBe('/files/1.thumb.webp');
    const skus = get.mock.calls.find(([url]) => url === 'admin/goods/skus');
    expect(skus?.[1]).toMatchObject({ params: { page_no: 1, page_size: 10, market_enable: 1, is_auth: 1 } });
  });

  it('keeps ticks across pages and hands back the §3 goods items on confirm', async () => {
    const { onConfirm } = open(0);
    await screen.findByText('药品1', undefined, { timeout: 30_000 });
    tick('药品2');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('药品11', undefined, { timeout: 30_000 });
    tick('药品12');
    expect(screen.getByText('已选 2 件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledWith([
      {
        goods_id: 2,
        goods_name: '药品2',
        specs_name: '规格2',
        thumbnail: '/files/2.thumb.webp',
        price: 2.5,
        goods_code: 'G2',
      },
      {
        goods_id: 12,
        goods_name: '药品12',
        specs_name: '规格12',
        thumbnail: '/files/12.thumb.webp',
        price: 12.5,
        goods_code: 'G12',
      },
    ]);
  });

  it('refuses a tick past the limit with the §5 message', async () => {
    const { onConfirm } = open(1);
    await screen.findByText('药品1', undefined, { timeout: 30_000 });
    tick('药品1');
    tick('药品3');
    expect(warning).toHaveBeenCalledWith('超过最大可选个数：1');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm.mock.calls[0]?.[0].map((g) => g.goods_id)).toEqual([1]);
  });

  it('searches by pasted codes as repeated values, back on page 1', async () => {
    open(0);
    await screen.findByText('药品1', undefined, { timeout: 30_000 });
    fireEvent.change(screen.getByLabelText('粘贴商品编码，空格、换行或逗号分隔'), {
      target: { value: 'G1，G2\nG1 G3' },
    });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('admin/goods/skus', {
        params: expect.objectContaining({ page_no: 1, goods_codes: ['G1', 'G2', 'G3'] }) as unknown,
      }),
    );
  });
});
