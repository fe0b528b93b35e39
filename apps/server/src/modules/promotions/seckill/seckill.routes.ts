import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  activityCloseBody,
  activityCreated,
  activityIdParams,
  activityListQuery,
  activitySkuOption,
  activitySkuOptionsQuery,
  seckillBody,
  seckillDetail,
  seckillRow,
} from '@rxdesk/contract/promotions/seckill';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ActivityWriter } from './activity-writer.ts';
import type { SeckillService } from './seckill.service.ts';

const BASE = '/seller/promotion/seckills';

/** 限时抢购 behind `time-limit`: list with state tabs, detail with per-slot figures, create, edit
 * and delete before the start, close with a reason (final). */
export function seckillRoutes(deps: {
  service: SeckillService;
  writer: ActivityWriter;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'time-limit');
    const { service, writer } = deps;

    r.get(
      BASE,
      read({
        summary: 'Time-limited sales, newest first, with their computed state',
        querystring: activityListQuery,
        response: { 200: pageOf(seckillRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/skus`,
      read({
        summary: 'The SKUs (on sale, approved) of the goods chosen in the goods picker',
        querystring: activitySkuOptionsQuery,
        response: { 200: z.array(activitySkuOption) },
      }),
      (req) => service.skuOptions(callerOf(req), req.query.goods_ids),
    );
    r.post(
      BASE,
      act({
        summary: 'Create a time-limited sale (sale day, slots, per-slot SKU price / quantity / limit)',
        body: seckillBody,
        response: { 200: activityCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/:id`,
      read({
        summary: 'A time-limited sale with its per-slot, per-SKU sold / quantity',
        params: activityIdParams,
        response: { 200: seckillDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit a time-limited sale (only before it starts)',
        params: activityIdParams,
        body: seckillBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.edit(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/:id`,
      act({
        summary: 'Delete a time-limited sale (only before it starts)',
        params: activityIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await writer.remove(callerOf(req), req.params.id);
        return {};
      },
    );
    r.post(
      `${BASE}/:id/close`,
      act({
        summary: 'Close a time-limited sale early with a reason (final)',
        params: activityIdParams,
        body: activityCloseBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await writer.close(callerOf(req), req.params.id, req.body.reason);
        return {};
      },
    );
  };
}
