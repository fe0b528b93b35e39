import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodsSku, goodsSkuIdsParams, goodsSkuList, goodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { pageOf } from '@rxdesk/contract/common/paging';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GoodsService } from './goods.service.ts';

export function goodsRoutes(deps: { service: GoodsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const { read } = sellerRoutes(deps.guard, ['goods']);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/admin/goods/skus',
      read({
        summary: 'Goods picker list (array params as repeated keys: goods_ids=1&goods_ids=2)',
        querystring: goodsSkuQuery,
        response: { 200: pageOf(goodsSku) },
      }),
      (req) => deps.service.pickerList(callerOf(req), req.query),
    );
    app.withTypeProvider<ZodTypeProvider>().get(
      '/admin/goods/skus/:ids/details',
      read({
        summary: 'The chosen goods again, as the picker shows them (ids comma-joined)',
        params: goodsSkuIdsParams,
        response: { 200: goodsSkuList },
      }),
      (req) => deps.service.pickerDetails(callerOf(req), req.params.ids),
    );
  };
}
