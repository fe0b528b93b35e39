import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodsSku, goodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { pageOf } from '@rxdesk/contract/common/paging';
import { apiError } from '@rxdesk/contract/common/api-error';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { GoodsService } from './goods.service.ts';

export function goodsRoutes(deps: { service: GoodsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/admin/goods/skus',
      {
        onRequest: deps.guard(),
        schema: {
          tags: ['goods'],
          summary: 'Goods picker list (array params as repeated keys: goods_ids=1&goods_ids=2)',
          querystring: goodsSkuQuery,
          response: { 200: pageOf(goodsSku), 400: apiError, 401: apiError, 403: apiError },
        },
      },
      (req) => deps.service.pickerList(callerOf(req), req.query),
    );
  };
}
