import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { logsApi } from '../../testing/logs.ts';

describe('the operation log is append-only', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startWithTwoShops()));
  afterAll(() => t.close());

  it('no route edits or deletes an entry, whatever the method', async () => {
    const api = logsApi(t);
    const entry = (await api.list(admin, { page_size: 1 })).data[0]!;
    const before = await api.entry(admin, entry.log_id);
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const)
      for (const url of [`/api/seller/logs/${entry.log_id}`, '/api/seller/logs']) {
        const res = await api.call(method, url, admin, { action: 'x', target: 'y' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    expect(await api.entry(admin, entry.log_id)).toEqual(before);
    // Nothing under /seller/logs answers anything but GET.
    const paths = ['', '/:log_id', '/operators', '/export'].map((p) => `/api/seller/logs${p}`);
    for (const url of paths) {
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
      for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const)
        expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
    }
  });

  it(`the database refuses UPDATE and DELETE of a row (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const row = await t.db.selectFrom('operation_logs').select(['id', 'action']).executeTakeFirstOrThrow();
    await expect(
      t.db.updateTable('operation_logs').set({ action: 'forged' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/APPEND_ONLY/);
    await expect(t.db.deleteFrom('operation_logs').where('id', '=', row.id).execute()).rejects.toThrow(
      /APPEND_ONLY/,
    );
    await expect(t.db.deleteFrom('operation_logs').execute()).rejects.toThrow(/APPEND_ONLY/);
    if (t.dialect === 'postgres')
      await expect(sql`truncate operation_logs`.execute(t.db)).rejects.toThrow(/APPEND_ONLY/);
    const still = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(still.action).toBe(row.action);
    // Adding goes on as before.
    await t.login('admin', 'admin123');
  });
});
