import { ACCOUNTS } from '../pages/accounts.ts';
import { AskListPage, AskTodoCard, askQuestion, rxGoodsId } from '../pages/consultations-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Consultations (issue 21): what only a browser shows — the dashboard's unanswered count leading
 * to the list, the pharmacist's answer dialog on a prescription drug, the 药师 badge, and the
 * count dropping after the answer. */

test('the pharmacist answers a question on a prescription drug and the dashboard count drops', async ({
  page,
  request,
  signedIn,
}) => {
  const question = `这个处方药孕妇能吃吗？${Date.now() % 1e6}`;
  await askQuestion(request, rxGoodsId(), question);
  await signedIn(ACCOUNTS.pharmacist);

  const todo = new AskTodoCard(page);
  await expect(todo.tile).toBeVisible();
  const before = await todo.count();
  expect(before).toBeGreaterThan(0);

  // The card opens the list on its unanswered tab.
  await todo.tile.click();
  await expect(page).toHaveURL(/\/customer-service\/goods-ask-list\?tab=UNANSWERED$/);
  const list = new AskListPage(page);
  await list.search(question);
  const row = list.row(question);
  await expect(row).toBeVisible();
  await expect(row.getByText('处方药', { exact: true })).toBeVisible();

  await list.answer(question, '孕妇禁用，请咨询医生更换用药。');
  await expect(page.getByText('回复成功')).toBeVisible();
  // Answered: gone from the unanswered tab, shown under 已回复 with who answered.
  await expect(row).toHaveCount(0);
  await list.tab(/^已回复/).click();
  const answered = list.row(question);
  await expect(answered.getByTestId('ask-state')).toHaveText('已回复');
  await expect(answered.getByTestId('ask-answered-by')).toContainText('张药师');
  await expect(answered.getByTestId('ask-pharmacist-badge')).toHaveText('药师');

  await page.goto('/dashboard');
  await expect(todo.tile).toBeVisible();
  await expect.poll(() => todo.count()).toBe(before - 1);
});
