// @vitest-environment jsdom
import type { Page } from '@rxdesk/contract/common/paging';
import type { Activity } from '@rxdesk/contract/promotions/activities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSignedInStrings } from '../../../i18n/i18n.ts';
import { polyfillAntdInJsdom } from '../../../testing/antd-jsdom.ts';
import { ActivityPickerDialog } from './activity-picker-dialog.tsx';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../http/api-client.ts', () => ({ apiClient: { get } }));

const START = 1_767_225_600; // 2026-01-01 08:00 Shanghai
const activity = (id: number): Activity => ({
  activities_id: id,
  activities_name: `活动${id}`,
  // Every third one has not started yet.
  publish_date: id % 3 === 0 ? null : START,
  kind: id % 2 ? 'FULL_DISCOUNT' : 'SECKILL',
  start_time: START,
  end_time: START + 86400,
});

/** 25 activities on the server. */
function serve(_url: string, config?: { params?: { page_no: number; page_size: number } }) {
  const { page_no = 1, page_size = 10 } = config?.params ?? {};
  const all = Array.from({ length: 25 }, (_, i) => activity(25 - i));
  const page: Page<Activity> = {
    data: all.slice((page_no - 1) * page_size, page_no * page_size),
    data_total: all.length,
    page_no,
    page_size,
  };
  return Promise.resolve(page);
}

function open(defaultActivityId?: number) {
  const onConfirm = vi.fn<(a: Activity) => void>();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActivityPickerDialog
        open
        defaultActivityId={defaultActivityId}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel };
}

const radioOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row).getByRole('radio') as HTMLInputElement;
};
const ok = () => screen.getByRole('button', { name: '确 定' }) as HTMLButtonElement;

beforeAll(async () => {
  polyfillAntdInJsdom();
  await loadSignedInStrings();
});
beforeEach(() => get.mockReset().mockImplementation(serve));
afterEach(cleanup);

describe('activity picker dialog', { timeout: 60_000 }, () => {
  it('asks §7 admin/activities/list for MOBILE, ten a page, with the publish date column', async () => {
    open();
    expect(await screen.findByText('活动25', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('选择活动')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('admin/activities/list', {
      params: { page_no: 1, page_size: 10, client_type: 'MOBILE' },
    });
    expect(screen.getAllByText('发布时间').length).toBeGreaterThan(0);
    expect(screen.getAllByText('满减满赠').length).toBeGreaterThan(0);
    expect(screen.getAllByText('限时抢购').length).toBeGreaterThan(0);
  });

  it('shows 暂未发布 on a row without publish_date and does not let it be chosen', async () => {
    const { onConfirm } = open();
    await screen.findByText('活动24', undefined, { timeout: 30_000 });
    const row = screen.getByText('活动24').closest('tr')!;
    expect(within(row).getByText('暂未发布')).toBeTruthy();
    expect(radioOf('活动24').disabled).toBe(true);
    fireEvent.click(radioOf('活动24'));
    expect(ok().disabled).toBe(true);
    expect(within(screen.getByText('活动25').closest('tr')!).queryByText('暂未发布')).toBeNull();
    expect(radioOf('活动25').disabled).toBe(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('hands back the chosen activity', async () => {
    const { onConfirm } = open();
    await screen.findByText('活动23', undefined, { timeout: 30_000 });
    fireEvent.click(radioOf('活动23'));
    fireEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith(activity(23));
  });

  it('offers the §9 page sizes and asks again with the one chosen', async () => {
    open();
    await screen.findByText('活动25', undefined, { timeout: 30_000 });
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!);
    // No ConfigProvider here, so antd's own English "/ page".
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.getAttribute('title'))).toEqual([
      '10 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
    fireEvent.click(options[2]!);
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('admin/activities/list', {
        params: { page_no: 1, page_size: 50, client_type: 'MOBILE' },
      }),
    );
    expect(await screen.findByText('活动1')).toBeTruthy();
  });

  it('starts from the activity chosen before and cancels without a choice', async () => {
    const { onConfirm, onCancel } = open(22);
    await screen.findByText('活动22', undefined, { timeout: 30_000 });
    expect(radioOf('活动22').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
