import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  promotionCloseBody,
  promotionCreated,
  promotionGoodsSkusQuery,
  promotionSkuList,
  promotionIdParams,
  promotionListQuery,
} from '@rxdesk/contract/promotions/promotion-common';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { PromotionKernel } from './promotion-kernel.service.ts';
import type { BaseBody, PromotionKindRules } from './promotion-kind.ts';

type Listed = Awaited<ReturnType<PromotionKernel['list']>>['data'][number];

/** One kind's paths under /seller/promotion/ (Javashop seller centre): list by state tab, create,
 * detail, edit, delete, close. The kind's own fields are added to each row by `extra`. */
export interface KindRoutes<B extends BaseBody> {
  path: string;
  name: string;
  rules: PromotionKindRules<B>;
  body: z.ZodType<B>;
  row: z.ZodType;
  detail: z.ZodType;
  extra: (stored: Listed['stored']) => Record<string, unknown>;
}

export function promotionKindRoutes<B extends BaseBody>(
  deps: { kernel: PromotionKernel; guard: AuthGuard },
  k: KindRoutes<B>,
): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], k.rules.slug);
    const { kernel } = deps;
    const base = `/seller/promotion/${k.path}`;

    r.get(
      base,
      read({
        summary: `${k.name}: activities of a state tab, newest first, with their allowed actions`,
        querystring: promotionListQuery,
        response: { 200: pageOf(k.row) },
      }),
      async (req) => {
        const page = await kernel.list(callerOf(req), k.rules, req.query);
        return { ...page, data: page.data.map((d) => ({ ...d.row, ...k.extra(d.stored) })) };
      },
    );
    r.post(
      base,
      act({ summary: `${k.name}: create`, body: k.body, response: { 200: promotionCreated } }),
      async (req) => ({ promotion_id: await kernel.save(callerOf(req), k.rules, req.body as B) }),
    );
    r.get(
      `${base}/skus`,
      read({
        summary: `${k.name}: the SKUs of goods chosen in the goods picker`,
        querystring: promotionGoodsSkusQuery,
        response: { 200: promotionSkuList },
      }),
      (req) => kernel.skusOfGoods(callerOf(req), req.query.goods_ids),
    );
    r.get(
      `${base}/:id`,
      read({
        summary: `${k.name}: the activity, its SKUs and its figures (orders, units, discount)`,
        params: promotionIdParams,
        response: { 200: k.detail },
      }),
      async (req) => {
        const d = await kernel.detail(callerOf(req), k.rules, req.params.id);
        return { ...d.row, ...k.extra(d.stored), skus: d.skus, figures: d.figures };
      },
    );
    r.put(
      `${base}/:id`,
      act({
        summary: `${k.name}: edit (only before it starts)`,
        params: promotionIdParams,
        body: k.body,
        response: { 200: promotionCreated },
      }),
      async (req) => ({
        promotion_id: await kernel.save(callerOf(req), k.rules, req.body as B, req.params.id),
      }),
    );
    r.delete(
      `${base}/:id`,
      act({
        summary: `${k.name}: delete (only before it starts)`,
        params: promotionIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await kernel.remove(callerOf(req), k.rules, req.params.id);
        return {};
      },
    );
    r.post(
      `${base}/:id/close`,
      act({
        summary: `${k.name}: close with a reason (final)`,
        params: promotionIdParams,
        body: promotionCloseBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await kernel.close(callerOf(req), k.rules, req.params.id, req.body.reason);
        return {};
      },
    );
  };
}
