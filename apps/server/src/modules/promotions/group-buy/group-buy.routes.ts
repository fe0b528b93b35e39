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
} from '@rxdesk/contract/promotions/seckill';
import { groupBuyBody, groupBuyDetail, groupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ActivityWriter } from '../seckill/activity-writer.ts';
import type { GroupBuyService } from './group-buy.service.ts';

const BASE = '/seller/promotion/group-buy-goods';

/** 团购 behind `group-buy-manager`: list with state tabs, detail with per-SKU figures, create,
 * edit and delete before the start, close with a reason (final). */
export function groupBuyRoutes(deps: {
  service: GroupBuyService;
  writer: ActivityWriter;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'group-buy-manager');
    const { service, writer } = deps;

    r.get(
      BASE,
      read({
        summary: 'Group buys, newest first, with their computed state',
        querystring: activityListQuery,
        response: { 200: pageOf(groupBuyRow) },
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
        summary: 'Create a group buy (group name, window, per-SKU group price / quantity / limit)',
        body: groupBuyBody,
        response: { 200: activityCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/:id`,
      read({
        summary: 'A group buy with its per-SKU sold / quantity',
        params: activityIdParams,
        response: { 200: groupBuyDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit a group buy (only before it starts)',
        params: activityIdParams,
        body: groupBuyBody,
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
        summary: 'Delete a group buy (only before it starts)',
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
        summary: 'Close a group buy early with a reason (final)',
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
