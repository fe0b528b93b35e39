import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import { standardGoods, standardGoodsIdParams, standardGoodsQuery } from '@rxdesk/contract/goods/standard';
import type { AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { StandardGoodsService } from './standard.service.ts';

/** The standard goods library (§7): any signed-in seller may read the platform's list. */
export function standardGoodsRoutes(deps: {
  service: StandardGoodsService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['goods']);
    r.get(
      '/admin/goods/standard',
      read({
        summary: 'The standard goods library: registered drugs to publish goods from',
        querystring: standardGoodsQuery,
        response: { 200: pageOf(standardGoods) },
      }),
      (req) => deps.service.list(req.query),
    );
    r.get(
      '/admin/goods/standard/:id',
      read({
        summary: 'One standard goods item',
        params: standardGoodsIdParams,
        response: { 200: standardGoods },
      }),
      (req) => deps.service.detail(req.params.id),
    );
  };
}
