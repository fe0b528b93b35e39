import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  groupBody,
  groupCreated,
  groupIdParams,
  groupSortBody,
  groupTree,
} from '@rxdesk/contract/goods/groups';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GroupsService } from './groups.service.ts';

const BASE = '/seller/shops/cats';

/** 店铺分组 (Javashop seller `shops/cats`), behind the category-list permission. */
export function groupsRoutes(deps: { service: GroupsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['goods'], 'category-list');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: "The shop's goods groups: top level with their sub-groups, each with its goods count",
        response: { 200: groupTree },
      }),
      (req) => service.tree(callerOf(req)),
    );
    r.post(
      BASE,
      act({
        summary: 'Add a group (parent 0 or a top-level group)',
        body: groupBody,
        response: { 200: groupCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.put(
      `${BASE}/sort`,
      act({
        summary: 'Reorder the groups under one parent (all of them, in the new order)',
        body: groupSortBody,
        response: { 200: groupTree },
      }),
      async (req) => {
        await service.sort(callerOf(req), req.body.cat_ids);
        return service.tree(callerOf(req));
      },
    );
    r.put(
      `${BASE}/:cat_id`,
      act({
        summary: 'Edit a group',
        params: groupIdParams,
        body: groupBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.update(callerOf(req), req.params.cat_id, req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/:cat_id`,
      act({
        summary: 'Delete a group (refused while it has sub-groups or goods)',
        params: groupIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), req.params.cat_id);
        return {};
      },
    );
  };
}
