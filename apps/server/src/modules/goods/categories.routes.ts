import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryIdParams,
  categoryIdsParams,
  categoryList,
  categoryTree,
} from '@rxdesk/contract/goods/categories';
import type { AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { CategoriesService } from './categories.service.ts';

// The platform edits its categories rarely; a picker may keep an answer for five minutes.
const CACHE_CONTROL = 'private, max-age=300';

/** The category picker's calls (§7); any signed-in seller may read the platform's tree. */
export function categoriesRoutes(deps: { service: CategoriesService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['goods']);
    r.get(
      '/admin/goods/categories/:ids/children',
      read({
        summary: 'The categories under one or more (comma-joined) categories; 0: the top level',
        params: categoryIdsParams,
        response: { 200: categoryList },
      }),
      async (req, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return deps.service.children(req.params.ids);
      },
    );
    r.get(
      '/admin/goods/categories/:id/all-children',
      read({
        summary: 'Everything under a category, nested (0: the whole tree)',
        params: categoryIdParams,
        response: { 200: categoryTree },
      }),
      async (req, reply) => {
        reply.header('cache-control', CACHE_CONTROL);
        return deps.service.allChildren(req.params.id);
      },
    );
  };
}
