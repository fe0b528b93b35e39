// @vitest-environment jsdom
import type { Page } from '@rxdesk/contract/common/paging';
import type { Member } from '@rxdesk/contract/members/members';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { MemberPickerDialog } from './member-picker-dialog.tsx';

const { get, warning } = vi.hoisted(() => ({ get: vi.fn(), warning: vi.fn() }));
vi.mock('../../http/api-client.ts', () => ({ apiClient: { get } }));
vi.mock('../../feedback/feedback.ts', () => ({ toast: { warning, error: vi.fn() } }));

const member = (member_id: number): Member => ({
  member_id,
  uname: `member${member_id}`,
  mobile: `138****${String(member_id).padStart(4, '0')}`,
  face: '',
  sex: member_id % 2,
});

/** 25 members on the server, ten a page. */
function serve(_url: string, config?: { params?: { page_no: number; page_size: number } }) {
  const { page_no = 1, page_size = 10 } = config?.params ?? {};
  const all = Array.from({ length: 25 }, (_, i) => member(i + 1));
  const page: Page<Member> = {
    data: all.slice((page_no - 1) * page_size, page_no * page_size),
    data_total: all.length,
    page_no,
    page_size,
  };
  return Promise.resolve(page);
}

function open(limit: number, defaultSelected: Member[] = []) {
  const onConfirm = vi.fn<(members: Member[]) => void>();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberPickerDialog
        open
        limit={limit}
        defaultSelected={defaultSelected}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel };
}

const tick = (name: string) => {
  const row = screen.getAllByText(name)[0]!.closest('tr');
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
describe('member picker dialog', { timeout: 60_000 }, () => {
  it('asks §7 admin/members ten a page and shows the §3 member fields, 805 px wide', async () => {
    open(0);
    expect(await screen.findByText('member1', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('选择会员')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('admin/members', { params: { page_no: 1, page_size: 10 } });
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('805px');
  });

  it('keeps ticks across pages in a selected list and hands them back on confirm', async () => {
    const { onConfirm } = open(0, [member(20)]);
    await screen.findByText('member1', undefined, { timeout: 30_000 });
    tick('member2');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('member11', undefined, { timeout: 30_000 });
    tick('member12');
    expect(screen.getAllByText('已选 3 位会员').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm.mock.calls[0]?.[0].map((m) => m.member_id)).toEqual([20, 2, 12]);
  });

  it('refuses a tick past the limit with the §5 message', async () => {
    const { onConfirm } = open(1);
    await screen.findByText('member1', undefined, { timeout: 30_000 });
    tick('member1');
    tick('member3');
    expect(warning).toHaveBeenCalledWith('超过最大可选个数：1');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm.mock.calls[0]?.[0].map((m) => m.member_id)).toEqual([1]);
  });

  it('searches by member ids with full-width commas converted, back on page 1', async () => {
    open(0);
    await screen.findByText('member1', undefined, { timeout: 30_000 });
    fireEvent.change(screen.getByLabelText('会员编号，多个用逗号分隔'), { target: { value: '3，5, 7 9' } });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('admin/members', {
        params: { page_no: 1, page_size: 10, member_ids: '3,5,7,9' },
      }),
    );
  });

  it('cancels without a choice', async () => {
    const { onCancel, onConfirm } = open(0);
    await screen.findByText('member1', undefined, { timeout: 30_000 });
    tick('member1');
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
