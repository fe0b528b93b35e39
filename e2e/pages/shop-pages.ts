import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

const OPEN_KEY = 'rxdesk-demo-intake-key';
// A 1×1 PNG: the image picker stores what the bytes are.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** /shop/mobile-home — 移动端首页: the floor editor, its pickers, publish. */
export class MobileHomePage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/shop/mobile-home');
    await expect(this.page.getByTestId('mobile-home-page')).toBeVisible();
  }

  /** Adds a floor of a kind and answers its card (the last one). */
  async addFloor(type: 'GOODS' | 'BANNER' | 'COUPONS' | 'HOT_ZONE'): Promise<Locator> {
    const floors = this.page.locator('[data-testid^="floor-"]');
    const before = await floors.count();
    await this.page.getByTestId(`add-floor-${type}`).click();
    await expect(floors).toHaveCount(before + 1);
    return this.page.getByTestId(`floor-${before}`);
  }

  /** Adds a slide to a banner floor with an uploaded picture. */
  async addBannerSlide(floor: Locator): Promise<void> {
    await floor.getByTestId('banner-add-slide').click();
    const slide = floor.getByTestId('banner-slide-0');
    await slide
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(
      slide.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)'),
    ).toHaveCount(1);
  }

  /** Sets a text link to a goods item through the text-link picker and the goods picker. */
  async linkToGoods(opener: Locator, text: string, goodsCode: string): Promise<void> {
    await opener.click();
    const dialog = this.page.getByRole('dialog', { name: '文本链接' });
    await dialog.getByLabel('文本内容').fill(text);
    await chooseOption(this.page, dialog.getByLabel('操作类型'), dialog.locator('.ant-select'), '商品');
    // The button is the value field's control: its accessible name is the label 操作值.
    await dialog.locator('button').filter({ hasText: '选择商品' }).click();
    const picker = this.page.getByRole('dialog', { name: '选择商品' });
    await picker.getByPlaceholder('粘贴商品编码，空格、换行或逗号分隔').fill(goodsCode);
    await picker.getByRole('button', { name: /搜\s*索/ }).click();
    const row = picker.locator('tr.ant-table-row').filter({ hasText: goodsCode });
    await expect(picker.locator('tr.ant-table-row')).toHaveCount(1);
    await row.locator('input').first().check();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect(picker).toHaveCount(0);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toHaveCount(0);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('home-save').click();
    await expect(this.page.getByText('修改成功')).toBeVisible();
    await expect(this.page.getByTestId('home-save')).toBeDisabled();
  }

  /** Publishes (the unsaved draft is saved first) and waits for the header to name `versionNo`. */
  async publish(versionNo: number): Promise<void> {
    await this.page.getByTestId('home-publish').click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: '发布移动端首页' });
    await confirm.getByRole('button', { name: /^发\s*布$/ }).click();
    await expect(this.page.getByTestId('home-published')).toContainText(`第 ${versionNo} 版`, {
      timeout: 15_000,
    });
  }
}

/** GET /api/open/pages/mobile-home as the storefront calls it (the demo shop's key). */
export async function openMobileHome(page: Page) {
  const res = await page.request.get('/api/open/pages/mobile-home', { headers: { 'x-api-key': OPEN_KEY } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    version_no: number;
    floors: {
      type: string;
      slides?: {
        image: string;
        link: { text: string; opt_type: string; opt_value?: string; goods?: { goods_name: string } | null };
      }[];
    }[];
  };
}
