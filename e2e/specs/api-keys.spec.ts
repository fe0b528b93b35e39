import { ACCOUNTS } from '../pages/accounts.ts';
import { ApiKeysPage, intakeWith } from '../pages/api-keys-pages.ts';
import { uniqueName } from '../pages/order-intake.ts';
import { expect, test } from '../support/signed-in.ts';

/* Open-API keys and the theme colour (issue 24): the founder creates a key in API 密钥 (its secret
 * shown once), the storefront places an order with it, the founder revokes it and the next call is
 * refused 401; then 换肤 turns the app green (换肤成功), still green after a reload. */

test('a key created in settings takes an order, is refused once revoked; the theme colour is remembered', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const keys = new ApiKeysPage(page);
  await keys.goto();

  const name = uniqueName('官网');
  const secret = await keys.create(name);
  await expect(keys.row(name)).toContainText(secret.slice(0, 8));
  await expect(page.getByText(secret)).toHaveCount(0);

  const placed = await intakeWith(page.request, secret, uniqueName('密钥'));
  expect(placed.status(), await placed.text()).toBe(201);

  await keys.revoke(name);
  const refused = await intakeWith(page.request, secret, uniqueName('密钥'));
  expect(refused.status()).toBe(401);

  await keys.switchTheme('#11A983');
  await expect(keys.createButton).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  await page.reload();
  await expect(keys.createButton).toHaveCSS('background-color', 'rgb(17, 169, 131)');
  // Back to the default for the other specs signed in as the founder.
  await keys.switchTheme('#409EFF');
  await expect(keys.createButton).toHaveCSS('background-color', 'rgb(64, 158, 255)');
});
