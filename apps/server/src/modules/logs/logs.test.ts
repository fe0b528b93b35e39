import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { logsApi } from '../../testing/logs.ts';

describe('operation log screen (seller/logs)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let api: ReturnType<typeof logsApi>;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    api = logsApi(t);
  });
  afterAll(() => t.close());

  it('a founder sees the shop log newest first, each row with operator, role, action, target and IP', async () => {
    const page = await api.list(admin, { page_size: 5 });
    expect(page.data_total).toBeGreaterThan(0);
    const ids = page.data.map((r) => r.log_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const signIn = (await api.list(admin, { action: 'login.success', operator: 'admin' })).data[0]!;
    expect(signIn).toMatchObject({ username: 'admin', role: 'founder', target_type: 'login' });
    // A sign-in names the role of a clerk as well (looked up: there is no session yet).
    await t.login('clerk', 'clerk123');
    const clerkSignIn = (await api.list(admin, { action: 'login.success', operator: 'clerk' })).data;
    expect(clerkSignIn[0]!.role).toBe('店员');
    expect(signIn.ip).not.toBe('');
    const p2 = await api.list(admin, { page_size: 2, page_no: 2 });
    expect(p2.data.map((r) => r.log_id)).toEqual(
      (await api.list(admin, { page_size: 4 })).data.slice(2).map((r) => r.log_id),
    );
  });

  it('filters by operator, action (exact or prefix), target type and id, time range and keyword', async () => {
    const clerk = await api.clerkWith(admin, '日志测试员', ['dashboard', 'tag-list']);
    await api.call('POST', '/api/seller/goods/tags', clerk.token, { tag_name: '冬季常备' });
    const tagsBefore = await api.list(admin, { action: 'goods.tag.' });
    expect(tagsBefore.data.every((r) => r.action.startsWith('goods.tag.'))).toBe(true);
    const byUser = await api.list(admin, { user_id: clerk.userId });
    expect(byUser.data.map((r) => r.action).sort()).toEqual(['goods.tag.create', 'login.success']);
    const byName = await api.list(admin, { operator: clerk.username.slice(0, 6) });
    expect(byName.data.map((r) => r.log_id)).toEqual(byUser.data.map((r) => r.log_id));
    const exact = await api.list(admin, { action: 'goods.tag.create', user_id: clerk.userId });
    expect(exact.data).toHaveLength(1);
    expect(exact.data[0]).toMatchObject({ target_type: 'goods.tag', target: '冬季常备' });
    expect((await api.list(admin, { action: 'goods.tag*', user_id: clerk.userId })).data_total).toBe(1);
    expect((await api.list(admin, { action: 'goods.tag', user_id: clerk.userId })).data_total).toBe(0);
    expect((await api.list(admin, { target_type: 'goods.tag', target: '冬季常备' })).data_total).toBe(1);
    expect((await api.list(admin, { keyword: '冬季' })).data.map((r) => r.action)).toContain(
      'goods.tag.create',
    );
    // The keyword also finds actions by their label.
    expect((await api.list(admin, { keyword: '添加商品标签', user_id: clerk.userId })).data_total).toBe(1);
    const at = exact.data[0]!.create_time;
    expect((await api.list(admin, { user_id: clerk.userId, start_time: at, end_time: at })).data_total).toBe(
      2,
    );
    expect((await api.list(admin, { user_id: clerk.userId, start_time: at + 1 })).data_total).toBe(0);
    expect((await api.list(admin, { user_id: clerk.userId, end_time: at - 1 })).data_total).toBe(0);
    // A wildcard in the keyword is literal.
    expect((await api.list(admin, { keyword: '%' })).data.every((r) => JSON.stringify(r).includes('%'))).toBe(
      true,
    );
    const bad = await api.call('GET', `/api/seller/logs?keyword=${'x'.repeat(81)}`, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the shop users who appear in the log as the operator choices', async () => {
    const res = await api.call('GET', '/api/seller/logs/operators', admin);
    expect(res.statusCode).toBe(200);
    const names = res.json<{ data: { username: string }[] }>().data.map((o) => o.username);
    expect(names).toContain('admin');
    expect(names).not.toContain('kangning');
  });

  it('a founder always, a role with operate-log too; a clerk without it is refused (423)', async () => {
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    for (const url of [
      '/api/seller/logs',
      '/api/seller/logs/operators',
      '/api/seller/logs/export',
      '/api/seller/logs/1',
    ]) {
      const res = await api.call('GET', url, clerk);
      expect(res.statusCode, url).toBe(423);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const auditor = await api.clerkWith(admin, '质量负责人', ['operate-log']);
    const seen = await api.list(auditor.token);
    expect(seen.data_total).toBeGreaterThan(0);
    expect((await api.entry(auditor.token, seen.data[0]!.log_id)).log_id).toBe(seen.data[0]!.log_id);
  });

  it("never shows another shop's rows: its list is its own and another shop's entry is 404", async () => {
    const mine = (await api.list(admin, { page_size: 1 })).data[0]!;
    const res = await api.call('GET', `/api/seller/logs/${mine.log_id}`, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const theirs = await api.list(other, { page_size: 100 });
    expect(theirs.data.some((r) => r.log_id === mine.log_id)).toBe(false);
    expect(theirs.data.every((r) => r.username !== 'admin')).toBe(true);
    expect((await api.call('GET', '/api/seller/logs/99999999', admin)).statusCode).toBe(404);
  });

  it('exports what the list shows under the same filters (streamed XLSX, zh labels)', async () => {
    const filter = 'action=login.success&operator=admin';
    const total = (await api.list(admin, { action: 'login.success', operator: 'admin' })).data_total;
    const res = await api.call('GET', `/api/seller/logs/export?${filter}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe(String(total));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('操作');
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(4).value).toBe('登录成功');
    expect(sheet.getRow(2).getCell(2).value).toBe('admin');
  });
});
