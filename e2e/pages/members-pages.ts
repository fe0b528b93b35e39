import type { Locator, Page } from '@playwright/test';

/** /members/member-list and /members/member-recycle — the member tables and their search. */
export class MemberListPage {
  readonly table: Locator;

  constructor(
    readonly page: Page,
    tableName: RegExp = /^(会员列表|Member list)$/,
  ) {
    this.table = page.getByRole('table', { name: tableName });
  }

  static recycle(page: Page): MemberListPage {
    return new MemberListPage(page, /^(会员回收站|Member recycle list)$/);
  }

  async search(keyword: string): Promise<void> {
    await this.page.getByPlaceholder('用户名、姓名或手机号').fill(keyword);
    await this.page.getByPlaceholder('用户名、姓名或手机号').press('Enter');
  }

  row(text: string): Locator {
    return this.table.locator('tr.ant-table-row').filter({ hasText: text });
  }

  /** The confirm dialog of a state action, confirmed with its OK button. */
  async confirm(title: string, ok: string): Promise<void> {
    const dialog = this.page.getByRole('dialog').filter({ hasText: title });
    await dialog.getByRole('button', { name: new RegExp(`^${ok.split('').join('\\s*')}$`) }).click();
  }
}

/** /members/member-detail/:member_id — the profile card and the tabs. */
export class MemberDetailPage {
  constructor(readonly page: Page) {}

  get mobile(): Locator {
    return this.page.getByTestId('member-mobile');
  }

  tabTable(name: string): Locator {
    return this.page.getByRole('table', { name });
  }
}
