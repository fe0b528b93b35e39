import type { Locator, Page } from '@playwright/test';

/** /promotions/<kind> — a promotion list with its state tabs, and its create / close dialogs. */
export class PromotionListPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(促销活动列表|Promotions)$/ });
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  row(text: string): Locator {
    return this.table.locator('tr.ant-table-row').filter({ hasText: text });
  }

  /** Fills the start and end of the form's time range (typed as the picker shows them). */
  async fillRange(dialog: Locator, start: string, end: string): Promise<void> {
    const from = dialog.getByPlaceholder(/开始日期|Start date/);
    await from.click();
    await from.fill(start);
    await from.press('Enter');
    const to = dialog.getByPlaceholder(/结束日期|End date/);
    await to.fill(end);
    await to.press('Enter');
  }
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai for a unix-ms time. */
export function shanghaiAt(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, `minutes` from now. */
export function shanghaiMinute(minutes: number): string {
  return shanghaiAt(Date.now() + minutes * 60_000);
}
