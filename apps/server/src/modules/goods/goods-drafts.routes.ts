import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import { goodsDetail } from '@rxdesk/contract/goods/catalogue';
import {
  draftBody,
  draftDetail,
  draftIdParams,
  draftListQuery,
  draftRow,
} from '@rxdesk/contract/goods/goods-drafts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { GoodsDraftsService } from './goods-drafts.service.ts';

/** Drafts (`draft-goods`): the drafts screen reads and deletes them (draft-list); the publish
 * wizard saves and publishes them (good-publish). */
export function goodsDraftsRoutes(deps: {
  guard: AuthGuard;
  drafts: GoodsDraftsService;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = sellerRoutes(deps.guard, ['goods'], 'draft-list');
    const publish = sellerRoutes(deps.guard, ['goods'], 'good-publish');
    const { drafts } = deps;
    const params = draftIdParams;

    r.get(
      '/seller/goods/draft-goods',
      list.read({
        summary: 'Goods drafts, newest first',
        querystring: draftListQuery,
        response: { 200: pageOf(draftRow) },
      }),
      (req) => drafts.list(callerOf(req), req.query),
    );
    r.post(
      '/seller/goods/draft-goods',
      publish.act({ summary: 'Save the wizard as a draft', body: draftBody, response: { 200: draftDetail } }),
      (req) => drafts.create(callerOf(req), req.body),
    );
    r.get(
      '/seller/goods/draft-goods/:draft_id',
      list.read({ summary: 'One draft with its form', params, response: { 200: draftDetail } }),
      (req) => drafts.get(callerOf(req), req.params.draft_id),
    );
    r.put(
      '/seller/goods/draft-goods/:draft_id',
      publish.act({
        summary: 'Save the draft again',
        params,
        body: draftBody,
        response: { 200: draftDetail },
      }),
      (req) => drafts.update(callerOf(req), req.params.draft_id, req.body),
    );
    r.delete(
      '/seller/goods/draft-goods/:draft_id',
      list.act({ summary: 'Delete a draft', params, response: { 200: emptyResult } }),
      async (req) => {
        await drafts.remove(callerOf(req), req.params.draft_id);
        return {};
      },
    );
    r.put(
      '/seller/goods/draft-goods/:draft_id/market',
      publish.act({
        summary:
          'Publish a draft: full validation, then an item awaiting review (or its edit); the draft goes',
        params,
        response: { 200: goodsDetail },
      }),
      (req) => drafts.publish(callerOf(req), req.params.draft_id),
    );
  };
}
