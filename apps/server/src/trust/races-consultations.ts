import { DEMO_KEY } from '../testing/orders.ts';
import type { TestApp } from '../testing/test-app.ts';
import type { Driver, RaceContext, RaceRequest } from './races-drivers.ts';

/* How to drive each action of the consultation machine (issue 21) for the races suite: a fresh
 * question on an OTC item of the demo shop, brought to the action's starting state by the founder. */

const as = (token: string, method: RaceRequest['method'], url: string, payload?: object): RaceRequest => ({
  method,
  url: `/api/seller/members/asks${url}`,
  headers: { authorization: token },
  ...(payload ? { payload } : {}),
});

async function send(t: TestApp, r: RaceRequest) {
  const res = await t.app.inject({
    method: r.method,
    url: r.url,
    headers: r.headers ?? {},
    ...(r.payload ? { payload: r.payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { ask_id: number };
}

type Stage = 'UNANSWERED' | 'ANSWERED' | 'HIDDEN';

/** A new question in `stage`; answers its id. */
async function askAt(c: RaceContext, stage: Stage): Promise<number> {
  const goods = await c.t.db
    .selectFrom('goods')
    .select('id')
    .where('shop_id', '=', 1)
    .where('is_prescription', '=', 0)
    .where('recycled_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const member = await c.t.db
    .selectFrom('members')
    .select('id')
    .where('shop_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { ask_id: id } = await send(c.t, {
    method: 'POST',
    url: '/api/open/asks',
    headers: { 'x-api-key': DEMO_KEY },
    payload: { goods_id: goods.id, member_id: member.id, content: '一天吃几次？' },
  });
  if (stage === 'ANSWERED')
    await send(c.t, as(c.admin, 'POST', `/${id}/reply`, { reply_content: '一天三次' }));
  if (stage === 'HIDDEN') await send(c.t, as(c.admin, 'PUT', `/${id}/hide`));
  return id;
}

export const ASK_DRIVERS: Record<string, Driver> = {
  'ask.answer': {
    setup: async (c) =>
      as(c.admin, 'POST', `/${await askAt(c, 'UNANSWERED')}/reply`, { reply_content: '饭后服用' }),
  },
  'ask.edit': {
    repeatable: 'the same answer may be saved again (the state kept, the answer as sent)',
    setup: async (c) =>
      as(c.admin, 'PUT', `/${await askAt(c, 'ANSWERED')}/reply`, { reply_content: '一天两次' }),
  },
  'ask.handle': { setup: async (c) => as(c.admin, 'PUT', `/${await askAt(c, 'UNANSWERED')}/handle`) },
  'ask.hide': { setup: async (c) => as(c.admin, 'PUT', `/${await askAt(c, 'UNANSWERED')}/hide`) },
  'ask.show': { setup: async (c) => as(c.admin, 'PUT', `/${await askAt(c, 'HIDDEN')}/show`) },
};
