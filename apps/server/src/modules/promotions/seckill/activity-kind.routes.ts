import type { FastifyPluginAsync } from 'fastify';
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
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ActivityKindService } from './activity-kind.service.ts';

/** One activity kind's seller API at `base`, behind `permission`: list with state tabs, the SKUs
 * of picked goods, create, detail, edit and delete before the start, close with a reason (final).
 * `noun` names the kind in the API docs ('time-limited sale', 'group buy'). */
type ActivityListQuery = z.output<typeof activityListQuery>;
const idOf = (params: unknown) => (params as z.output<typeof activityIdParams>).id;

export function activityKindRoutes<
  B extends z.ZodTypeAny,
  R extends z.ZodTypeAny,
  D extends z.ZodTypeAny,
>(deps: {
  base: string;
  permission: string;
  noun: string;
  schemas: { body: B; row: R; detail: D };
  service: ActivityKindService<z.output<B>, z.input<R>, z.input<D>>;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    // The zod schemas validate and serialize as everywhere (the app's compilers); the type
    // provider cannot infer through generic schemas, so the handlers name their types.
    const r = app;
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], deps.permission);
    const { base, noun, service } = deps;
    const schemas = deps.schemas as { body: z.ZodTypeAny; row: z.ZodTypeAny; detail: z.ZodTypeAny };

    r.get(
      base,
      read({
        summary: `${noun}s, newest first, with their computed state`,
        querystring: activityListQuery,
        response: { 200: pageOf(schemas.row) },
      }),
      (req) => service.list(callerOf(req), req.query as ActivityListQuery),
    );
    r.get(
      `${base}/skus`,
      read({
        summary: 'The SKUs (on sale, approved) of the goods chosen in the goods picker',
        querystring: activitySkuOptionsQuery,
        response: { 200: z.array(activitySkuOption) },
      }),
      (req) => service.skuOptions(callerOf(req), (req.query as { goods_ids: string }).goods_ids),
    );
    r.post(
      base,
      act({ summary: `Create a ${noun}`, body: schemas.body, response: { 200: activityCreated } }),
      (req) => service.create(callerOf(req), req.body as z.output<B>),
    );
    r.get(
      `${base}/:id`,
      read({
        summary: `A ${noun} with its per-SKU sold / quantity`,
        params: activityIdParams,
        response: { 200: schemas.detail },
      }),
      (req) => service.detail(callerOf(req), idOf(req.params)),
    );
    r.put(
      `${base}/:id`,
      act({
        summary: `Edit a ${noun} (only before it starts)`,
        params: activityIdParams,
        body: schemas.body,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.edit(callerOf(req), idOf(req.params), req.body as z.output<B>);
        return {};
      },
    );
    r.delete(
      `${base}/:id`,
      act({
        summary: `Delete a ${noun} (only before it starts)`,
        params: activityIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), idOf(req.params));
        return {};
      },
    );
    r.post(
      `${base}/:id/close`,
      act({
        summary: `Close a ${noun} early with a reason (final)`,
        params: activityIdParams,
        body: activityCloseBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.close(
          callerOf(req),
          idOf(req.params),
          (req.body as z.output<typeof activityCloseBody>).reason,
        );
        return {};
      },
    );
  };
}
