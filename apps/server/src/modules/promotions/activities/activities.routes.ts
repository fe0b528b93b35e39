import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import { activitiesQuery, activity } from '@rxdesk/contract/promotions/activities';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ActivitiesService } from './activities.service.ts';

/** §7 GET admin/activities/list, the activity picker's list. Any signed-in seller of the shop, as
 * the other §7 pickers (members, goods): the picker serves screens of several permissions (shop
 * pages, promotions), and it reads only names and windows of the caller's own shop. */
export function activitiesRoutes(deps: { service: ActivitiesService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['promotions']);
    r.get(
      '/admin/activities/list',
      read({
        summary: 'Activity picker: the shop’s activities not closed and not ended, newest first',
        querystring: activitiesQuery,
        response: { 200: pageOf(activity) },
      }),
      (req) => deps.service.list(callerOf(req), req.query),
    );
  };
}
