import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { GoodsListPage, PublishWizardPage } from '../pages/goods-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 20: a prescription drug published through the wizard (two SKUs, each with an opening
 * batch) lands awaiting the first-sale review; the pharmacist, not the founder who submitted it,
 * approves it. */

const RX_NOTICE = '处方药须凭处方在药师指导下购买和使用';

test('the founder publishes a prescription drug with two SKUs and batches; the pharmacist approves it', async ({
  page,
  signedIn,
}, testInfo) => {
  test.slow();
  const suffix = `${Date.now() % 1e6}`;
  const name = `阿莫西林胶囊 E2E${suffix}`;
  await signedIn(ACCOUNTS.founder);
  const wizard = new PublishWizardPage(page);
  await wizard.goto();

  // Step 1: the category must be of the last level.
  await wizard.chooseCategory('抗感染');
  await wizard.next();
  await expect(page.getByText('请选择最末级分类')).toBeVisible();
  await wizard.chooseCategory('抗感染', '抗生素');
  await wizard.next();

  // Step 2: base and pharmacy information; a prescription drug needs every insert section.
  await wizard.fill({ 商品名称: name, 商品编号: `AMX${suffix}`, 单位: '盒' });
  await wizard.uploadImage();
  await wizard.choose('药品类型', '处方药');
  await expect(page.getByRole('alert').filter({ hasText: RX_NOTICE })).toBeVisible();
  await wizard.fill({ 通用名: '阿莫西林胶囊', 批准文号: 'H123' });
  await wizard.next();
  await expect(page.getByText('药品批准文号格式不正确（如 国药准字H20041519）')).toBeVisible();
  await wizard.fill({
    批准文号: '国药准字H20041519',
    剂型: '胶囊剂',
    规格: '0.25g*24粒',
    生产企业: '石药集团中诺药业（石家庄）有限公司',
    贮藏条件: '密封，在干燥处保存',
    有效期: '24个月',
    '适应症 / 功能主治': '敏感菌所致的呼吸道、泌尿生殖道感染',
    用法用量: '口服，成人一次0.5g，每6～8小时1次',
    不良反应: '恶心、呕吐、腹泻及皮疹',
    禁忌: '青霉素过敏及青霉素皮肤试验阳性患者禁用',
    注意事项: '用药前须做青霉素皮肤试验',
    药物相互作用: '丙磺舒可延缓本品经肾排泄',
  });
  await page.screenshot({ path: testInfo.outputPath('wizard-info.png'), fullPage: true });
  await wizard.next();

  // Step 3: two SKUs from one spec, codes generated, prices filled, a batch each.
  await wizard.addSpec('包装', ['24粒', '48粒']);
  await expect(page.locator('.rx-sku-matrix tr.ant-table-row')).toHaveCount(2);
  await wizard.generateCodes(`AMX${suffix}-`);
  await expect(page.getByLabel('24粒 的SKU 编号')).toHaveValue(`AMX${suffix}-0001`);
  await expect(page.getByLabel('48粒 的SKU 编号')).toHaveValue(`AMX${suffix}-0002`);
  await wizard.fillColumn('售价', '19.90');
  await page.getByLabel('48粒 的售价').fill('36.00');
  await wizard.addBatch('24粒', {
    no: `B${suffix}1`,
    produced: '2025-06-01',
    expires: '2027-05-31',
    quantity: '120',
  });
  await wizard.addBatch('48粒', {
    no: `B${suffix}2`,
    produced: '2025-07-01',
    expires: '2027-06-30',
    quantity: '60',
  });
  await page.screenshot({ path: testInfo.outputPath('wizard-skus.png'), fullPage: true });
  await wizard.next();

  // Step 4: the description, then submit for the review.
  await page.getByLabel('电脑端详情（HTML）').fill('<p>阿莫西林胶囊说明</p>');
  await wizard.button('提交审核').click();
  await expect(page.getByText('已提交，等待首营审核')).toBeVisible();
  await expect(page).toHaveURL(/\/goods\/goods-list\?tab=AWAITING_REVIEW/);
  const list = new GoodsListPage(page);
  const row = list.row(name);
  await expect(row.getByTestId('goods-status')).toHaveText('待审核');
  await expect(row.getByTestId('rx-notice')).toHaveText(RX_NOTICE);
  await expect(row).toContainText('¥19.90');
  await expect(row).toContainText('180');
  await page.screenshot({ path: testInfo.outputPath('goods-list.png'), fullPage: true });
  // The founder submitted it: the review is someone else's.
  await expect(row.getByRole('button', { name: '审核通过' })).toHaveCount(0);

  // The pharmacist reviews it on the awaiting-review list.
  await new AppShell(page).logOut();
  await signedIn(ACCOUNTS.pharmacist);
  await list.goto('active-list');
  const awaiting = list.row(name);
  await awaiting.getByRole('button', { name: '审核通过' }).click();
  const approve = page.getByRole('dialog', { name: '首营审核通过' });
  await approve.getByLabel('审核备注').fill('资料齐全');
  await approve.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(awaiting).toHaveCount(0);

  await list.goto('goods-list', '?tab=OFF_SHELF');
  await expect(list.row(name).getByTestId('goods-status')).toHaveText('已下架');
});
