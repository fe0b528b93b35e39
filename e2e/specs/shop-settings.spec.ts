import { ACCOUNTS } from '../pages/accounts.ts';
import { ShopSettingsPage } from '../pages/shop-settings-page.ts';
import { expect, test } from '../support/signed-in.ts';

/* Shop settings (issue 24): the founder opens 店铺设置 (the settings group's default page), sees the
 * platform's open state (not editable), sets the customer-service phone and places the shop on the
 * map with the AMap picker — a search through the server's geocoder proxy (the fake AMap), tiles
 * through the server's tile proxy — saves, reloads and finds both kept. */

test('the founder sets the shop map point by address search and it is kept', async ({ page, signedIn }) => {
  // Two map dialogs with their tiles fetched through the server: slow on a loaded machine.
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shop = new ShopSettingsPage(page);
  await shop.closeNotices();
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/setting\/sw-shop-setting$/);
  await expect(shop.form).toBeVisible();
  await expect(page.getByTestId('shop-closed-state')).toHaveText('营业中');

  const phone = `021-6${String(Date.now()).slice(-7)}`;
  await shop.field('客服电话').fill(phone);
  await shop.pickByAddress('amap', '静安区南京西路1266号');
  await expect(shop.picker.getByTestId('location-picker-chosen')).toContainText('上海市静安区南京西路1266号');
  await shop.confirmPick();
  await expect(shop.pointText).toHaveText('经度 121.45531，纬度 31.22893');
  await shop.save();

  await page.reload();
  await expect(shop.form).toBeVisible();
  await expect(shop.field('客服电话')).toHaveValue(phone);
  await expect(shop.pointText).toHaveText('经度 121.45531，纬度 31.22893');
  // The kept point opens the Tencent picker on its marker, its tiles from the server too.
  await page.getByTestId('location-picker-tencent').click();
  await expect(shop.picker.locator('.rx-map-marker')).toBeVisible();
  await expect(shop.picker.locator('.leaflet-tile-loaded').first()).toBeVisible();
});
