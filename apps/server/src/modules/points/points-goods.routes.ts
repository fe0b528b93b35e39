import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  pointsGoodsBody,
  pointsGoodsCreated,
  pointsGoodsIdParams,
  pointsGoodsListQuery,
  pointsGoodsRow,
  pointsGoodsSkuOption,
  pointsGoodsSkuQuery,
} from '@rxdesk/contract/points/points-goods';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { PointsGoodsService } from './points-goods.service.ts';

const BASE = '/seller/points/goods';

/** The seller's points goods (the points goods permission). */
export function pointsGoodsRoutes(deps: {
  service: PointsGoodsService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { service } = deps;
    const { read, act } = sellerRoutes(deps.guard, ['points'], 'points-goods');

    r.get(
      BASE,
      read({
        summary: 'The points goods, paged (keyword, points category, on / off)',
        querystring: pointsGoodsListQuery,
        response: { 200: pageOf(pointsGoodsRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/skus`,
      read({
        summary: 'The SKUs (on sale, approved) of the goods chosen in the goods picker',
        querystring: pointsGoodsSkuQuery,
        response: { 200: z.array(pointsGoodsSkuOption) },
      }),
      (req) => service.skuOptions(callerOf(req), req.query.goods_id),
    );
    r.post(
      BASE,
      act({
        summary: 'Offer a SKU for points (starts off)',
        body: pointsGoodsBody,
        response: { 200: pointsGoodsCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/:id`,
      read({ summary: 'One points goods', params: pointsGoodsIdParams, response: { 200: pointsGoodsRow } }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit a points goods',
        params: pointsGoodsIdParams,
        body: pointsGoodsBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    for (const [path, on] of [
      ['on', true],
      ['off', false],
    ] as const)
      r.post(
        `${BASE}/:id/${path}`,
        act({
          summary: on ? 'Put a points goods on (members may exchange it)' : 'Take a points goods off',
          params: pointsGoodsIdParams,
          response: { 200: emptyResult },
        }),
        async (req) => {
          await service.setOn(callerOf(req), req.params.id, on);
          return {};
        },
      );
  };
}
