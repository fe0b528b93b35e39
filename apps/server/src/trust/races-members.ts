import { DEMO_KEY } from '../testing/orders.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { Driver, RaceContext, RaceRequest } from './races-drivers.ts';

/* How to drive each action of the member machine (issue 21) for the races suite: a fresh member
 * registered through the open API and brought to the action's starting state by the founder. */

const as = (token: string, method: RaceRequest['method'], url: string): RaceRequest => ({
  method,
  url: `/api${url}`,
  headers: { authorization: token },
});

let serial = 0;

async function send(t: TestApp, r: RaceRequest, headers: Record<string, string> = {}, payload?: object) {
  const res = await t.app.inject({
    method: r.method,
    url: r.url,
    headers: { ...r.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { member_id: number };
}

type Stage = 'ACTIVE' | 'DISABLED' | 'REMOVED';

/** A new member of the demo shop in `stage`; answers its id. */
async function memberAt(c: RaceContext, stage: Stage): Promise<number> {
  serial += 1;
  const mobile = `166${String(Date.now() % 100000).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
  const { member_id: id } = await send(
    c.t,
    { method: 'POST', url: '/api/open/members' },
    { 'x-api-key': DEMO_KEY },
    { uname: `race${serial}`, mobile, sex: 1 },
  );
  if (stage === 'DISABLED') await send(c.t, as(c.admin, 'PUT', `/seller/members/${id}/disable`));
  if (stage === 'REMOVED') await send(c.t, as(c.admin, 'PUT', `/seller/members/${id}/remove`));
  return id;
}

const driver = (action: string, stage: Stage): Driver => ({
  setup: async (c) => as(c.admin, 'PUT', `/seller/members/${await memberAt(c, stage)}/${action}`),
});

export const MEMBER_DRIVERS: Record<string, Driver> = {
  'member.disable': driver('disable', 'ACTIVE'),
  'member.enable': driver('enable', 'DISABLED'),
  'member.remove': driver('remove', 'ACTIVE'),
  'member.restore': driver('restore', 'REMOVED'),
};
