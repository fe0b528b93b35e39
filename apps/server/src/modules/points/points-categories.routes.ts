import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  pointsCategoryCreateBody,
  pointsCategoryCreated,
  pointsCategoryIdParams,
  pointsCategoryIdsParams,
  pointsCategoryList,
  pointsCategoryTree,
  pointsCategoryUpdateBody,
} from '@rxdesk/contract/points/points-categories';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { PointsCategories } from './points-categories.service.ts';

const BASE = '/seller/points/categories';

/** The points categories: the §7 picker (any signed-in seller of the shop) and the seller's
 * editing (the points goods permission). */
export function pointsCategoriesRoutes(deps: {
  categories: PointsCategories;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { categories } = deps;
    const picker = sellerRoutes(deps.guard, ['points']);
    const { read, act } = sellerRoutes(deps.guard, ['points'], 'points-goods');

    r.get(
      '/admin/point/category/:ids/children',
      picker.read({
        summary: "The shop's points categories under one or more (comma-joined) categories; 0: the top level",
        params: pointsCategoryIdsParams,
        response: { 200: pointsCategoryList },
      }),
      (req) => categories.children(callerOf(req).shopId, req.params.ids),
    );
    r.get(
      BASE,
      read({ summary: 'The points category tree (two levels)', response: { 200: pointsCategoryTree } }),
      (req) => categories.tree(callerOf(req).shopId),
    );
    r.post(
      BASE,
      act({
        summary: 'Add a points category (parent_id 0: a top category)',
        body: pointsCategoryCreateBody,
        response: { 200: pointsCategoryCreated },
      }),
      (req) => categories.create(callerOf(req), req.body),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Rename or re-sort a points category',
        params: pointsCategoryIdParams,
        body: pointsCategoryUpdateBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await categories.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/:id`,
      act({
        summary: 'Delete a points category without sub-categories',
        params: pointsCategoryIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await categories.remove(callerOf(req), req.params.id);
        return {};
      },
    );
  };
}
