import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AccountMenu } from './account-menu.ts';
import { GOODS, INTAKE_REGION } from './order-intake.ts';

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** /setting/api-keys — API 密钥: the keys table, the create dialog and the secret shown once. */
export class ApiKeysPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/setting/api-keys');
    await expect(this.createButton).toBeVisible();
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: /创建密钥/ });
  }

  row(name: string): Locator {
    return this.page.locator('tr').filter({ hasText: name });
  }

  /** Creates a key with the given scope labels and returns the secret the dialog shows once. */
  async create(name: string): Promise<string> {
    await this.createButton.click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: '密钥名称' });
    await dialog.getByLabel('密钥名称').fill(name);
    await dialog.getByRole('button', { name: button('确定') }).click();
    const secret = this.page.getByTestId('api-key-secret');
    await expect(secret).toHaveValue(/^rxk_[0-9a-f]{40}$/);
    const value = await secret.inputValue();
    await this.page.getByRole('button', { name: '我已保存' }).click();
    await expect(secret).toBeHidden();
    return value;
  }

  async revoke(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: '作废' }).click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: '作废 API 密钥' });
    await confirm.getByRole('button', { name: button('确定') }).click();
    await expect(confirm).toBeHidden();
    await expect(this.row(name)).toContainText('已作废');
  }

  /** 换肤 from the avatar menu: picks a swatch and saves (toast 换肤成功). */
  async switchTheme(hex: string): Promise<void> {
    const menu = new AccountMenu(this.page);
    const dialog = menu.dialog('换肤');
    await menu.choose('换肤', dialog);
    await dialog.getByTestId(`theme-swatch-${hex.slice(1).toUpperCase()}`).click();
    await dialog.getByRole('button', { name: button('确定') }).click();
    await expect(this.page.getByText('换肤成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}

/** POST /api/open/orders with a given key (the storefront), answering the raw response. */
export function intakeWith(request: APIRequestContext, key: string, consignee: string) {
  return request.post('/api/open/orders', {
    headers: { 'X-Api-Key': key },
    data: {
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: 'ONLINE',
      paid: true,
      is_erp: 0,
      remark: '',
      consignee: {
        name: consignee,
        mobile: '13912345678',
        region_ids: INTAKE_REGION.ids,
        address: '文三路 90 号',
      },
      items: [{ goods_code: GOODS.banlangen.code, num: 1 }],
    },
  });
}
