import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  commentExportQuery,
  commentFile,
  commentIdParams,
  commentListQuery,
  commentReplyBody,
  commentRow,
  commentSummary,
  goodsIdParams,
  openCommentBody,
  openCommentResult,
} from '@rxdesk/contract/comments/comments';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import { openRoutes, sellerRoutes } from '../../platform/http/route-schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CommentIntakeService } from './comment-intake.service.ts';
import type { CommentsExport } from './comments-export.ts';
import type { CommentsService } from './comments.service.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';

const BASE = '/seller/members/comments';

/** 商品评价: the buyer's review through the open API; staff's list, reply, hide and show behind
 * goods-comment-list; the rating figures for the goods SKU page behind good-sku. */
export function commentsRoutes(deps: {
  service: CommentsService;
  intake: CommentIntakeService;
  exporter: CommentsExport;
  clock: Clock;
  guard: AuthGuard;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['comments'], 'goods-comment-list');
    const sku = sellerRoutes(deps.guard, ['comments'], 'good-sku');
    const { open } = openRoutes(deps.openApi, 'orders');
    const { service } = deps;

    r.post(
      '/open/comments',
      open({
        summary: "A buyer's review of a received order line (one per line; up to 9 pictures)",
        headers: openApiHeaders,
        body: openCommentBody,
        response: { 201: openCommentResult },
      }),
      async (req, reply) => reply.status(201).send(await deps.intake.create(openShopOf(req), req.body)),
    );
    r.get(
      BASE,
      read({
        summary: 'Comments, newest first, each with its allowed actions',
        querystring: commentListQuery,
        response: { 200: pageOf(commentRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/export`,
      read({
        summary: 'Export the filtered comments as XLSX (streamed; the row count in x-export-rows)',
        querystring: commentExportQuery,
        produces: [XLSX_TYPE],
        response: { 200: commentFile },
      }),
      async (req, reply) => {
        const { total, file } = await deps.exporter.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'comments', now: deps.clock.now(), total, file: file });
      },
    );
    r.get(
      `${BASE}/goods/:goods_id/summary`,
      sku.read({
        summary: "A goods item's rating figures (shown comments)",
        params: goodsIdParams,
        response: { 200: commentSummary },
      }),
      (req) => service.summary(callerOf(req), req.params.goods_id),
    );
    r.post(
      `${BASE}/:comment_id/reply`,
      act({
        summary: 'Reply to a comment (once)',
        params: commentIdParams,
        body: commentReplyBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.reply(callerOf(req), req.params.comment_id, req.body.content);
        return {};
      },
    );
    r.put(
      `${BASE}/:comment_id/reply`,
      act({
        summary: 'Edit the reply, within 24 hours of replying',
        params: commentIdParams,
        body: commentReplyBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.editReply(callerOf(req), req.params.comment_id, req.body.content);
        return {};
      },
    );
    for (const action of ['hide', 'show'] as const) {
      r.put(
        `${BASE}/:comment_id/${action}`,
        act({
          summary: action === 'hide' ? 'Hide a comment from buyers' : 'Show a hidden comment again',
          params: commentIdParams,
          response: { 200: emptyResult },
        }),
        async (req) => {
          await service.setHidden(callerOf(req), req.params.comment_id, action);
          return {};
        },
      );
    }
  };
}
