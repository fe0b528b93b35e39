import { postComment, receivedOrder } from '../testing/comments.ts';
import type { Driver, RaceContext, RaceRequest } from './races-drivers.ts';

/* How to drive each action of the comment machine (issue 21) for the races suite: a fresh review
 * of a fresh received order, brought to the action's starting state by the founder. */

const BUYER = '13700009999';

const as = (c: RaceContext, method: RaceRequest['method'], url: string, payload?: object): RaceRequest => ({
  method,
  url: `/api/seller/members/comments${url}`,
  headers: { authorization: c.admin },
  ...(payload ? { payload } : {}),
});

async function send(c: RaceContext, r: RaceRequest) {
  const res = await c.t.app.inject({
    method: r.method,
    url: r.url,
    headers: r.headers ?? {},
    payload: r.payload,
  });
  if (res.statusCode >= 300) throw new Error(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
}

/** A new review; `replied` and `hidden` bring it to that state. */
async function commentAt(c: RaceContext, state: { replied?: boolean; hidden?: boolean } = {}) {
  const o = await receivedOrder(c.t, c.admin, BUYER);
  const res = await postComment(c.t, {
    order_sn: o.sn,
    item_id: o.items[0]!.item_id,
    member_mobile: BUYER,
    grade: 'BAD',
    content: '包装破损',
    images: ['https://img.example.com/race.jpg'],
  });
  if (res.statusCode !== 201) throw new Error(`review not taken: ${res.body}`);
  const id = res.json<{ comment_id: number }>().comment_id;
  if (state.replied) await send(c, as(c, 'POST', `/${id}/reply`, { content: '抱歉，已补发' }));
  if (state.hidden) await send(c, as(c, 'PUT', `/${id}/hide`));
  return id;
}

export const COMMENT_DRIVERS: Record<string, Driver> = {
  'comment.reply': {
    setup: async (c) => as(c, 'POST', `/${await commentAt(c)}/reply`, { content: '非常抱歉，已为您补发' }),
  },
  'comment.editReply': {
    repeatable: 'the reply may be edited again and again within 24 hours (each edit logged)',
    setup: async (c) =>
      as(c, 'PUT', `/${await commentAt(c, { replied: true })}/reply`, { content: '抱歉，已补发，单号 SF1' }),
  },
  'comment.hide': { setup: async (c) => as(c, 'PUT', `/${await commentAt(c)}/hide`) },
  'comment.show': { setup: async (c) => as(c, 'PUT', `/${await commentAt(c, { hidden: true })}/show`) },
};
