import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  goodsDetail,
  goodsIdParams,
  goodsListQuery,
  goodsListRow,
  skuMatrixBody,
  skuRow,
} from '@rxdesk/contract/goods/catalogue';
import { goodsCreateBody, goodsEditBody } from '@rxdesk/contract/goods/goods-form';
import { goodsReviewBody, goodsReviewList } from '@rxdesk/contract/goods/goods-review';
import { z } from 'zod';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { CatalogueQueries } from './catalogue-queries.service.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { GoodsReviewService } from './goods-review.service.ts';

/** The goods catalogue of the seller centre (Javashop paths): the list, one item, its SKU matrix
 * and its first-sale review. Each route names the §6 permission of its screen. */
export function catalogueRoutes(deps: {
  guard: AuthGuard;
  queries: CatalogueQueries;
  catalogue: CatalogueService;
  review: GoodsReviewService;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = sellerRoutes(deps.guard, ['goods'], 'goods-list');
    const publish = sellerRoutes(deps.guard, ['goods'], 'good-publish');
    const sku = sellerRoutes(deps.guard, ['goods'], 'good-sku');
    const review = sellerRoutes(deps.guard, ['goods'], 'goods-review');
    const { queries, catalogue } = deps;

    r.get(
      '/seller/goods',
      list.read({
        summary: 'Goods list: tabs, filters, each row with its allowed actions',
        querystring: goodsListQuery,
        response: { 200: pageOf(goodsListRow) },
      }),
      (req) => queries.page(callerOf(req), req.query),
    );
    r.post(
      '/seller/goods',
      publish.act({
        summary: 'Publish a goods item (it awaits the first-sale review, off shelf)',
        body: goodsCreateBody,
        response: { 200: goodsDetail },
      }),
      (req) => catalogue.create(callerOf(req), req.body),
    );
    r.get(
      '/seller/goods/:goods_id',
      list.read({
        summary: 'One goods item with its SKUs',
        params: goodsIdParams,
        response: { 200: goodsDetail },
      }),
      (req) => queries.detail(callerOf(req), req.params.goods_id),
    );
    r.put(
      '/seller/goods/:goods_id',
      publish.act({
        summary: 'Edit a goods item (a regulated change sends it back to review)',
        params: goodsIdParams,
        body: goodsEditBody,
        response: { 200: goodsDetail },
      }),
      (req) => catalogue.edit(callerOf(req), req.params.goods_id, req.body),
    );
    r.get(
      '/seller/goods/:goods_id/skus',
      sku.read({ summary: 'The SKU matrix', params: goodsIdParams, response: { 200: z.array(skuRow) } }),
      (req) => queries.skuMatrix(callerOf(req), req.params.goods_id),
    );
    r.put(
      '/seller/goods/:goods_id/skus',
      sku.act({
        summary: 'Replace the SKU matrix (a SKU an order sold can be disabled, not deleted)',
        params: goodsIdParams,
        body: skuMatrixBody,
        response: { 200: z.array(skuRow) },
      }),
      (req) => catalogue.putSkus(callerOf(req), req.params.goods_id, req.body),
    );
    r.put(
      '/seller/goods/:goods_id/auth',
      review.act({
        summary: 'First-sale review: approve, or reject with a reason (never by the submitter)',
        params: goodsIdParams,
        body: goodsReviewBody,
        response: { 200: goodsDetail },
      }),
      (req) => deps.review.review(callerOf(req), req.params.goods_id, req.body),
    );
    r.get(
      '/seller/goods/:goods_id/reviews',
      list.read({ summary: 'The review history', params: goodsIdParams, response: { 200: goodsReviewList } }),
      (req) => queries.reviews(callerOf(req), req.params.goods_id),
    );
  };
}
