import type { PendingAfterSale } from '@rxdesk/contract/live/live-notices';
import { describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../../../shared/http/api-client.ts', () => ({ apiClient: { get } }));

const { readPendingAfterSales } = await import('./get-pending-after-sales.ts');

const item = (sn: string): PendingAfterSale => ({
  order_sn: `O${sn}`,
  as_order_sn: sn,
  order_type: 'RETURN_GOODS',
  apply_time: 1_700_000_000,
  activity_state: 1,
});

describe('readPendingAfterSales', () => {
  it("reads the server's list, replacing what notices built up", async () => {
    get.mockResolvedValueOnce({ data: [item('AS2'), item('AS1')], data_total: 2 });
    await expect(readPendingAfterSales([item('AS9')])).resolves.toEqual([item('AS2'), item('AS1')]);
    expect(get).toHaveBeenCalledWith('seller/store/after-sales/pending', { silent: true });
  });

  it('keeps the held list when the read fails (no permission, network)', async () => {
    get.mockRejectedValueOnce(Object.assign(new Error('locked'), { response: { status: 423 } }));
    await expect(readPendingAfterSales([item('AS9')])).resolves.toEqual([item('AS9')]);
  });
});
