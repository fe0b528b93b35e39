import { test as base, expect } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { rememberSession, usableSession, type Account } from './session-store.ts';

export { expect };

/**
 * `signedIn(account)`: the test's page signed in as `account` and showing the dashboard, as right
 * after LoginPage.signInAndWait. The first call for an account in a worker (or after its session
 * ended) signs in through the form and stores the session; later calls load the stored session
 * (session-store.ts) and open the dashboard directly, skipping the login page and the password
 * hash on the server. Specs about signing in itself keep using LoginPage.
 */
export const test = base.extend<{ signedIn: (account: Account) => Promise<void> }>({
  signedIn: async ({ page, baseURL }, use) => {
    await use(async (account) => {
      if (!baseURL) throw new Error('signedIn needs the baseURL of playwright.config.ts');
      const state = await usableSession(account, baseURL);
      if (state) {
        await page.context().setStorageState(state);
        await page.goto('/dashboard');
        await page.getByTestId('user-name').waitFor();
        await expect(page.getByTestId('user-name')).toHaveText(account.username);
        return;
      }
      const login = new LoginPage(page);
      await login.goto();
      await login.signInAndWait(account);
      // Captured before the test changes anything: the state a fresh sign-in leaves.
      rememberSession(account, await page.context().storageState());
    });
  },
});
