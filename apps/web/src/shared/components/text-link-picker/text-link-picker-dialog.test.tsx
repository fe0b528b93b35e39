// @vitest-environment jsdom
import type { Activity } from '@rxdesk/contract/promotions/activities';
import type { TextLinkValue, TextLinkVariant } from '@rxdesk/contract/promotions/text-link';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { TextLinkPickerDialog } from './text-link-picker-dialog.tsx';

const { get, error } = vi.hoisted(() => ({ get: vi.fn(), error: vi.fn() }));
vi.mock('../../http/api-client.ts', () => ({ apiClient: { get } }));
vi.mock('../../feedback/feedback.ts', () => ({ toast: { warning: vi.fn(), error, success: vi.fn() } }));

const activity = (id: number, published = true): Activity => ({
  activities_id: id,
  activities_name: `活动${id}`,
  publish_date: published ? 1_767_225_600 : null,
  kind: 'MINUS',
  start_time: 1_767_225_600,
  end_time: 1_767_312_000,
});

function serve(url: string) {
  if (url === 'admin/activities/list') {
    return Promise.resolve({
      data: [activity(8), activity(9, false)],
      data_total: 2,
      page_no: 1,
      page_size: 10,
    });
  }
  if (url.startsWith('admin/goods/categories/')) return Promise.resolve([]);
  return Promise.resolve({ data: [], data_total: 0, page_no: 1, page_size: 10 });
}

function open(
  props: { variant?: TextLinkVariant; length?: { min: number; max: number }; value?: TextLinkValue } = {},
) {
  const onConfirm = vi.fn<(v: TextLinkValue) => void>();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TextLinkPickerDialog open {...props} onConfirm={onConfirm} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel };
}

const textBox = () => screen.getByLabelText('文本内容');
const typeSelect = () => screen.getByLabelText('操作类型');
const ok = () => fireEvent.click(screen.getAllByRole('button', { name: '确 定' })[0]!);
/** The open type select's options (the dropdown renders each as an item with its label). */
const typeOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')] as HTMLElement[];
/** Opens the type select and returns the labels it offers. */
async function openTypes(): Promise<string[]> {
  fireEvent.mouseDown(typeSelect());
  await waitFor(() => expect(typeOptions().length).toBeGreaterThan(0));
  return typeOptions().map((o) => o.textContent ?? '');
}
async function chooseType(label: string) {
  fireEvent.mouseDown(typeSelect());
  await waitFor(() => expect(typeOptions().some((o) => o.textContent === label)).toBe(true));
  fireEvent.click(typeOptions().find((o) => o.textContent === label)!);
}

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
beforeEach(() => {
  get.mockReset().mockImplementation(serve);
  error.mockReset();
});
afterEach(cleanup);

describe('text-link picker dialog', { timeout: 60_000 }, () => {
  it('is 500 px wide; the text is required and its placeholder states 1-100', async () => {
    const { onConfirm } = open();
    expect(await screen.findByText('文本链接', undefined, { timeout: 30_000 })).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('500px');
    expect(textBox().getAttribute('placeholder')).toBe('请输入1-100个字符');
    ok();
    expect(await screen.findByText('请输入文本内容！')).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith('表单填写有误，请核对！'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes the caller’s length and refuses text outside it', async () => {
    const { onConfirm } = open({ variant: 'store', length: { min: 3, max: 5 } });
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    expect(textBox().getAttribute('placeholder')).toBe('请输入3-5个字符');
    fireEvent.change(textBox(), { target: { value: '领券' } });
    ok();
    expect(await screen.findByText('文本长度须为 3-5 个字符！')).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: '领券中心啊啊' } });
    ok();
    expect(await screen.findByText('文本长度须为 3-5 个字符！')).toBeTruthy();
    fireEvent.change(textBox(), { target: { value: '去领券' } });
    ok();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith({ text: '去领券', opt_type: 'NONE' }));
  });

  it.each([
    ['full', ['无操作', '链接地址', '商品', '分类', '活动']],
    ['short', ['无操作', '商品', '分类']],
    ['store', ['无操作', '商品', '分类', '活动', '链接地址']],
  ] as const)('offers the %s variant its types', async (variant, labels) => {
    open({ variant });
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    expect(await openTypes()).toEqual(labels);
  });

  it('requires a value once a type other than NONE is chosen', async () => {
    const { onConfirm } = open();
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    fireEvent.change(textBox(), { target: { value: '看商品' } });
    await chooseType('商品');
    // The button is the value field's control, so its accessible name is the label 操作值.
    expect((await screen.findByText('选择商品')).closest('button')).toBeTruthy();
    ok();
    expect(await screen.findByText('请选择操作值！')).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith('表单填写有误，请核对！'));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers the known mini-program links for a URL and clears the value when the type changes', async () => {
    const { onConfirm } = open({ value: { text: '秒杀', opt_type: 'URL', opt_value: '/seckill' } });
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    const url = screen.getByLabelText('操作值') as HTMLInputElement;
    expect(url.value).toBe('/seckill');
    fireEvent.mouseDown(url);
    fireEvent.change(url, { target: { value: '/' } });
    for (const link of [
      '/coupon',
      '/assemble',
      '/seckill',
      '/packagePointsMall',
      '/forwardSale',
      '/aptitude',
    ]) {
      expect((await screen.findAllByTitle(link)).length).toBeGreaterThan(0);
    }
    fireEvent.click(screen.getAllByTitle('/packagePointsMall').at(-1)!);
    await chooseType('分类');
    await screen.findByText('请选择分类');
    await chooseType('链接地址');
    // Back to a link field (not the category's), and empty.
    await waitFor(() => expect(screen.queryByText('请选择分类')).toBeNull());
    expect(screen.getByText('选择或输入小程序链接，以 / 开头')).toBeTruthy();
    expect((screen.getByLabelText('操作值') as HTMLInputElement).value).toBe('');
    fireEvent.mouseDown(screen.getByLabelText('操作值'));
    fireEvent.change(screen.getByLabelText('操作值'), { target: { value: '/coupon' } });
    ok();
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ text: '秒杀', opt_type: 'URL', opt_value: '/coupon' }),
    );
  });

  it('chooses an activity with the activity picker (unpublished ones not), handing back its id', async () => {
    const { onConfirm } = open();
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    fireEvent.change(textBox(), { target: { value: '限时立减' } });
    await chooseType('活动');
    fireEvent.click((await screen.findByText('选择活动')).closest('button')!);
    await screen.findByText('活动8', undefined, { timeout: 30_000 });
    expect(get).toHaveBeenCalledWith('admin/activities/list', {
      params: { page_no: 1, page_size: 10, client_type: 'MOBILE' },
    });
    const unpublished = screen.getByText('活动9').closest('tr')!;
    expect((within(unpublished).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(screen.getByText('活动8').closest('tr')!).getByRole('radio'));
    const pickerOk = screen.getAllByRole('button', { name: '确 定' }).at(-1)!;
    fireEvent.click(pickerOk);
    expect(await screen.findByText('活动8')).toBeTruthy();
    ok();
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ text: '限时立减', opt_type: 'ACTIVE', opt_value: '8' }),
    );
  });

  it('refuses a URL that is not a mini-program path', async () => {
    const { onConfirm } = open({
      value: { text: '外链', opt_type: 'URL', opt_value: 'https://example.com' },
    });
    await screen.findByText('文本链接', undefined, { timeout: 30_000 });
    ok();
    expect(await screen.findByText('链接值只能以 / 开头！')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
