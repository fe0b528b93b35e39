import type { LogEntryView, LogRow } from '@rxdesk/contract/logs/logs';
import { md5, type TestApp } from './test-app.ts';

/** Calls of the log screen's API for the tests of this folder. */
export function logsApi(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    token: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    async list(token: string, query: Record<string, string | number> = {}) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await call('GET', `/api/seller/logs${qs ? `?${qs}` : ''}`, token);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json<{ data: LogRow[]; data_total: number }>();
    },
    async entry(token: string, id: number) {
      const res = await call('GET', `/api/seller/logs/${id}`, token);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json<LogEntryView>();
    },
    /** The newest entry of an action in the caller's shop. */
    async newest(token: string, action: string) {
      const row = (await this.list(token, { action, page_size: 1 })).data[0];
      if (!row) throw new Error(`no ${action} entry`);
      return this.entry(token, row.log_id);
    },
    /** A role holding `permissions` and a clerk of it, signed in. */
    async clerkWith(admin: string, name: string, permissions: string[]) {
      const role = await call('POST', '/api/seller/shops/roles', admin, { role_name: name, permissions });
      const roleId = role.json<{ role_id: number }>().role_id;
      const mobile = `139${String(Math.abs(hash(name)) % 1e8).padStart(8, '0')}`;
      const created = await call('POST', '/api/seller/shops/clerks', admin, {
        username: `u${Math.abs(hash(name))}`, // the same below
        mobile,
        real_name: name,
        password: md5('pass1234'),
        role_id: roleId,
      });
      if (created.statusCode !== 200) throw new Error(created.body);
      const username = `u${Math.abs(hash(name))}`;
      const u = await t.login(username, 'pass1234');
      return {
        token: u.access_token,
        userId: created.json<{ clerk_id: number }>().clerk_id,
        roleId,
        username,
      };
    },
  };
}

function hash(s: string) {
  let h = 7;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
