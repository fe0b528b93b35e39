import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The demo shop's open-API key (seeded in demo mode, DESIGN.md §8). */
const OPEN_KEY = 'rxdesk-demo-intake-key';
/** A seeded member of the demo shop (apps/server/src/seed/members-data.ts). */
const MEMBER_MOBILE = '13817264590';

/** The id of a prescription drug of the demo shop, read from the e2e server's database. */
export function rxGoodsId(): number {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  const db = new Database(join(dir, 'rxdesk.db'), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare(
        `SELECT id FROM goods WHERE shop_id = 1 AND is_prescription = 1 AND regulatory_class = 'NONE'
         AND recycled_at IS NULL ORDER BY id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!row) throw new Error('the demo shop has no prescription drug');
    return row.id;
  } finally {
    db.close();
  }
}

/** POST /api/open/asks as the storefront would: a member's question on a goods item. */
export async function askQuestion(request: APIRequestContext, goodsId: number, content: string) {
  const res = await request.post('/api/open/asks', {
    headers: { 'x-api-key': OPEN_KEY },
    data: { goods_id: goodsId, mobile: MEMBER_MOBILE, content },
  });
  if (res.status() !== 201) throw new Error(`question not taken: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { ask_id: number };
}

/** The dashboard's 待回复咨询 card. */
export class AskTodoCard {
  readonly card: Locator;
  readonly tile: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByTestId('ask-todo');
    this.tile = this.card.getByRole('link', { name: /^(待回复咨询|Unanswered questions): \d+$/ });
  }

  async count(): Promise<number> {
    const name = (await this.tile.getAttribute('aria-label')) ?? '';
    return Number(/(\d+)$/.exec(name)?.[1] ?? NaN);
  }
}

/** /customer-service/goods-ask-list — the consultations and their answer dialog. */
export class AskListPage {
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(商品咨询|Consultations)$/ });
    this.dialog = page.getByRole('dialog');
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  tab(title: RegExp): Locator {
    return this.page.getByRole('tab', { name: title });
  }

  async search(keyword: string): Promise<void> {
    const box = this.page.getByPlaceholder(/^(咨询内容或会员名|Question or member name)$/);
    await box.fill(keyword);
    await box.press('Enter');
  }

  /** Opens the row's answer dialog, writes the answer and confirms. */
  async answer(text: string, answer: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /^(回复|Answer)$/ })
      .click();
    await this.dialog.getByLabel(/^(回复内容|Answer)$/).fill(answer);
    await this.dialog.getByRole('button', { name: /^(确\s*定|OK)$/ }).click();
  }
}
