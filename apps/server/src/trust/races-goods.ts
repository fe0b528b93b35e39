import type { TestApp } from '../testing/test-app.ts';
import { categories, formOf, rxForm } from '../testing/catalogue.ts';
import type { Driver, RaceContext, RaceRequest } from './races-drivers.ts';

/* How to drive each action of the goods machine (issue 20) for the races suite: a fresh item
 * created by the founder and brought to the action's starting state; the review is the
 * pharmacist's (never the submitter's). */

const as = (token: string, method: RaceRequest['method'], url: string, payload?: object): RaceRequest => ({
  method,
  url: `/api${url}`,
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
  return JSON.parse(res.body) as Record<string, unknown> & { goods_id: number };
}

type Stage = 'AWAITING_REVIEW' | 'OFF_SHELF' | 'ON_SALE' | 'RECYCLED';

/** A new item of the founder's in `stage`; answers its id. */
async function goodsAt(c: RaceContext, stage: Stage): Promise<number> {
  const { leaf } = await categories(c.t);
  const g = await send(c.t, as(c.admin, 'POST', '/seller/goods', rxForm(leaf)));
  const id = g.goods_id;
  if (stage === 'RECYCLED') await send(c.t, as(c.admin, 'PUT', `/seller/goods/${id}/recycle`));
  if (stage === 'OFF_SHELF' || stage === 'ON_SALE')
    await send(c.t, as(c.pharmacist, 'PUT', `/seller/goods/${id}/auth`, { action: 'approve' }));
  if (stage === 'ON_SALE') await send(c.t, as(c.admin, 'PUT', `/seller/goods/${id}/up`));
  return id;
}

export const GOODS_DRIVERS: Record<string, Driver> = {
  'goods.edit': {
    repeatable: 'the same form may be saved again (SKUs updated in place, the state kept)',
    setup: async (c) => {
      const id = await goodsAt(c, 'AWAITING_REVIEW');
      const d = await send(c.t, as(c.admin, 'GET', `/seller/goods/${id}`));
      return as(c.admin, 'PUT', `/seller/goods/${id}`, { ...formOf(d), brand: '新品牌' });
    },
  },
  'goods.approve': {
    setup: async (c) =>
      as(c.pharmacist, 'PUT', `/seller/goods/${await goodsAt(c, 'AWAITING_REVIEW')}/auth`, {
        action: 'approve',
      }),
  },
  'goods.reject': {
    setup: async (c) =>
      as(c.pharmacist, 'PUT', `/seller/goods/${await goodsAt(c, 'AWAITING_REVIEW')}/auth`, {
        action: 'reject',
        reason: '资料不全',
      }),
  },
  'goods.up': { setup: async (c) => as(c.admin, 'PUT', `/seller/goods/${await goodsAt(c, 'OFF_SHELF')}/up`) },
  'goods.under': {
    setup: async (c) =>
      as(c.admin, 'PUT', `/seller/goods/${await goodsAt(c, 'ON_SALE')}/under`, { reason: '包装更换' }),
  },
  'goods.recycle': {
    setup: async (c) => as(c.admin, 'PUT', `/seller/goods/${await goodsAt(c, 'AWAITING_REVIEW')}/recycle`),
  },
  'goods.revert': {
    setup: async (c) => as(c.admin, 'PUT', `/seller/goods/${await goodsAt(c, 'RECYCLED')}/revert`),
  },
  'goods.delete': {
    setup: async (c) => as(c.admin, 'DELETE', `/seller/goods/${await goodsAt(c, 'RECYCLED')}`),
  },
};
