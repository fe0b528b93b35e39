import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { goodsIdsParams } from '@rxdesk/contract/goods/catalogue';
import {
  goodsBatchResult,
  goodsGroupBody,
  goodsTagsBody,
  goodsUnderBody,
  goodsWarningBody,
} from '@rxdesk/contract/goods/goods-review';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GoodsShelfService } from './goods-shelf.service.ts';

/** The list's actions on `{goods_ids}` (one id or several, comma-joined): all or none. */
export function goodsShelfRoutes(deps: { guard: AuthGuard; shelf: GoodsShelfService }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = sellerRoutes(deps.guard, ['goods'], 'goods-list');
    const recycle = sellerRoutes(deps.guard, ['goods'], 'recycle-station');
    const { shelf } = deps;
    const params = goodsIdsParams;
    const response = { 200: goodsBatchResult };

    r.put('/seller/goods/:goods_ids/up', list.act({ summary: 'On sale', params, response }), (req) =>
      shelf.up(callerOf(req), req.params.goods_ids),
    );
    r.put(
      '/seller/goods/:goods_ids/under',
      list.act({ summary: 'Off shelf, with a reason', params, body: goodsUnderBody, response }),
      (req) => shelf.under(callerOf(req), req.params.goods_ids, req.body.reason),
    );
    r.put(
      '/seller/goods/:goods_ids/recycle',
      list.act({ summary: 'To the recycle station (off-shelf goods)', params, response }),
      (req) => shelf.recycle(callerOf(req), req.params.goods_ids),
    );
    r.put(
      '/seller/goods/:goods_ids/revert',
      recycle.act({ summary: 'Back from the recycle station', params, response }),
      (req) => shelf.revert(callerOf(req), req.params.goods_ids),
    );
    r.delete(
      '/seller/goods/:goods_ids',
      recycle.act({ summary: 'Delete for good (recycled goods no order names)', params, response }),
      (req) => shelf.remove(callerOf(req), req.params.goods_ids),
    );
    r.put(
      '/seller/goods/:goods_ids/group',
      list.act({ summary: 'Move to a shop group', params, body: goodsGroupBody, response }),
      (req) => shelf.setGroup(callerOf(req), req.params.goods_ids, req.body.group_id),
    );
    r.put(
      '/seller/goods/:goods_ids/tags',
      list.act({ summary: 'Set the tags', params, body: goodsTagsBody, response }),
      (req) => shelf.setTags(callerOf(req), req.params.goods_ids, req.body.tag_ids),
    );
    r.put(
      '/seller/goods/:goods_ids/warning-quantity',
      list.act({ summary: 'Warning quantity of every SKU', params, body: goodsWarningBody, response }),
      (req) => shelf.setWarning(callerOf(req), req.params.goods_ids, req.body.warning_quantity),
    );
  };
}
