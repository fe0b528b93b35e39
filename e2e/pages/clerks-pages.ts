import type { Locator, Page } from '@playwright/test';

/** /clerks/clerk-list — the clerk accounts and their add dialog. */
export class ClerkListPage {
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: /^(添加店员|Add clerk)$/ });
    this.dialog = page.getByRole('dialog');
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Fills the add dialog and saves; the role is picked by its name from the select. */
  async addClerk(clerk: {
    username: string;
    realName: string;
    mobile: string;
    password: string;
    roleName: string;
  }): Promise<void> {
    await this.addButton.click();
    const dialog = this.dialog;
    await dialog.getByLabel(/^(用户名|Username)$/).fill(clerk.username);
    await dialog.getByLabel(/^(姓名|Name)$/).fill(clerk.realName);
    await dialog.getByLabel(/^(手机号|Mobile)$/).fill(clerk.mobile);
    await dialog.getByLabel(/^(登录密码|Password)$/).fill(clerk.password);
    await dialog.getByLabel(/^(确认密码|Confirm password)$/).fill(clerk.password);
    await this.chooseRole(clerk.roleName);
    await dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
  }

  /** Types into the searchable role select and takes the match with Enter, as a keyboard user
   * would (antd renders its options in a virtual list the accessibility tree only partly shows). */
  async chooseRole(roleName: string): Promise<void> {
    const select = this.dialog.getByRole('combobox', { name: /(角色|Role)$/ });
    await select.fill(roleName);
    await this.page.locator('.ant-select-item-option-active').filter({ hasText: roleName }).waitFor();
    await select.press('Enter');
  }
}

/** /clerks/role-list — roles with the permission tree dialog. */
export class RoleListPage {
  readonly addButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: /^(添加角色|Add role)$/ });
    this.dialog = page.getByRole('dialog');
  }

  row(roleName: string): Locator {
    return this.page.getByRole('row').filter({ hasText: roleName });
  }

  /** Adds a role granting the named pages (their tree titles, e.g. 店员列表). */
  async addRole(roleName: string, pages: string[]): Promise<void> {
    await this.addButton.click();
    await this.dialog.getByLabel(/^(角色名称|Role name)$/).fill(roleName);
    for (const title of pages) {
      await this.dialog.getByRole('treeitem', { name: title }).getByRole('checkbox').click();
    }
    await this.dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
  }

  /** Asks to delete and confirms in the dialog. */
  async deleteRole(roleName: string): Promise<void> {
    await this.row(roleName)
      .getByRole('button', { name: /^(删除|Delete)$/ })
      .click();
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: /^(删除|Delete)$/ })
      .click();
  }
}
