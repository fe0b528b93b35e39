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
import {
  assembleBody,
  assembleDetail,
  assembleRow,
  assembleTeam,
  assembleTeamsQuery,
} from '@rxdesk/contract/promotions/assemble';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ActivityWriter } from '../seckill/activity-writer.ts';
import type { AssembleService } from './assemble.service.ts';

const BASE = '/seller/promotion/pintuan';

/** 拼团 behind `assemble-manager` (Javashop's seller paths): list with state tabs, detail with its
 * team figures, teams with their orders, create, edit and delete before the start, close with a
 * reason (final; its forming teams fail and their orders are refunded). */
export function assembleRoutes(deps: {
  service: AssembleService;
  writer: ActivityWriter;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'assemble-manager');
    const { service, writer } = deps;

    r.get(
      BASE,
      read({
        summary: 'Assemble activities, newest first, with their computed state and team figures',
        querystring: activityListQuery,
        response: { 200: pageOf(assembleRow) },
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
        summary: 'Create an assemble (window, team size, time limit, per-order limit, SKU prices)',
        body: assembleBody,
        response: { 200: activityCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/:id`,
      read({
        summary: 'An assemble with its SKUs and team figures',
        params: activityIdParams,
        response: { 200: assembleDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.get(
      `${BASE}/:id/teams`,
      read({
        summary: "An assemble's teams, newest first, with their orders",
        params: activityIdParams,
        querystring: assembleTeamsQuery,
        response: { 200: pageOf(assembleTeam) },
      }),
      (req) => service.teamsOf(callerOf(req), req.params.id, req.query),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit an assemble (only before it starts)',
        params: activityIdParams,
        body: assembleBody,
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
        summary: 'Delete an assemble (only before it starts)',
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
        summary: 'Close an assemble early with a reason (final; forming teams fail and are refunded)',
        params: activityIdParams,
        body: activityCloseBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.close(callerOf(req), req.params.id, req.body.reason);
        return {};
      },
    );
  };
}
