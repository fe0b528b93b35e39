import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  goodsTagList,
  tagBody,
  tagCreated,
  tagGoodsAddBody,
  tagGoodsParams,
  tagGoodsQuery,
  tagGoodsResult,
  tagGoodsRow,
  tagIdParams,
} from '@rxdesk/contract/goods/tags';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { TagsService } from './tags.service.ts';

const BASE = '/seller/goods/tags';

/** 商品标签 (Javashop seller `goods/tags`), behind the tag-list permission. */
export function tagsRoutes(deps: { service: TagsService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['goods'], 'tag-list');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: "The shop's tags (hot, new, recommend, then its own), each with its goods count",
        response: { 200: goodsTagList },
      }),
      (req) => service.list(callerOf(req)),
    );
    r.post(
      BASE,
      act({ summary: "Add a tag of the shop's own", body: tagBody, response: { 200: tagCreated } }),
      (req) => service.create(callerOf(req), req.body.tag_name),
    );
    r.put(
      `${BASE}/:tag_id`,
      act({
        summary: "Rename a tag of the shop's own",
        params: tagIdParams,
        body: tagBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.rename(callerOf(req), req.params.tag_id, req.body.tag_name);
        return {};
      },
    );
    r.delete(
      `${BASE}/:tag_id`,
      act({
        summary: "Delete a tag of the shop's own (its goods keep their other tags)",
        params: tagIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), req.params.tag_id);
        return {};
      },
    );
    r.get(
      `${BASE}/:tag_id/goods`,
      read({
        summary: 'The goods of a tag, newest first',
        params: tagIdParams,
        querystring: tagGoodsQuery,
        response: { 200: pageOf(tagGoodsRow) },
      }),
      (req) => service.goods(callerOf(req), req.params.tag_id, req.query),
    );
    r.post(
      `${BASE}/:tag_id/goods`,
      act({
        summary: "Add goods to a tag (the goods picker's choice)",
        params: tagIdParams,
        body: tagGoodsAddBody,
        response: { 200: tagGoodsResult },
      }),
      (req) => service.changeGoods(callerOf(req), req.params.tag_id, 'add', req.body.goods_ids),
    );
    r.put(
      `${BASE}/:tag_id/goods/:goods_ids`,
      act({
        summary: 'Set the goods of a tag: exactly these (comma-joined ids; 0 empties the tag)',
        params: tagGoodsParams,
        response: { 200: tagGoodsResult },
      }),
      (req) => service.changeGoods(callerOf(req), req.params.tag_id, 'replace', req.params.goods_ids),
    );
    r.delete(
      `${BASE}/:tag_id/goods/:goods_ids`,
      act({
        summary: 'Take goods out of a tag (comma-joined ids)',
        params: tagGoodsParams,
        response: { 200: tagGoodsResult },
      }),
      (req) => service.changeGoods(callerOf(req), req.params.tag_id, 'remove', req.params.goods_ids),
    );
  };
}
