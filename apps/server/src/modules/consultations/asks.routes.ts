import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiKeyHeaders } from '@rxdesk/contract/common/open-api';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  askCounts,
  askExportQuery,
  askFile,
  askIdParams,
  askListQuery,
  askReplyBody,
  askRow,
  openAskBody,
  openAskCreated,
} from '@rxdesk/contract/consultations/asks';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import { openRoutes, sellerRoutes } from '../../platform/http/route-schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AsksService } from './asks.service.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';

const BASE = '/seller/members/asks';

/** 商品咨询 (Javashop seller paths), behind goods-ask-list; the buyer's question by the open API. */
export function asksRoutes(deps: {
  service: AsksService;
  guard: AuthGuard;
  openApi: OpenApiGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['consultations'], 'goods-ask-list');
    const { open } = openRoutes(deps.openApi, 'orders');
    const { service } = deps;
    const params = askIdParams;
    const response = { 200: askRow };

    r.get(
      BASE,
      read({
        summary: 'Consultations, unanswered first, then newest first',
        querystring: askListQuery,
        response: { 200: pageOf(askRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/count`,
      read({ summary: 'Consultations per state, hidden ones left out', response: { 200: askCounts } }),
      (req) => service.counts(callerOf(req)),
    );
    r.get(
      `${BASE}/export`,
      read({
        summary: 'Export the filtered consultations as XLSX (streamed)',
        querystring: askExportQuery,
        produces: [XLSX_TYPE],
        response: { 200: askFile },
      }),
      async (req, reply) => {
        const { total, file } = await service.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'asks', now: deps.clock.now(), total, file: file });
      },
    );
    r.post(
      `${BASE}/:ask_id/reply`,
      act({
        summary: 'Answer (UNANSWERED → ANSWERED); a prescription drug: pharmacists only',
        params,
        body: askReplyBody,
        response,
      }),
      (req) => service.answer(callerOf(req), req.params.ask_id, req.body.reply_content),
    );
    r.put(
      `${BASE}/:ask_id/reply`,
      act({
        summary: 'Change the answer (logged with the one it replaces)',
        params,
        body: askReplyBody,
        response,
      }),
      (req) => service.edit(callerOf(req), req.params.ask_id, req.body.reply_content),
    );
    r.put(
      `${BASE}/:ask_id/handle`,
      act({ summary: 'Mark handled without an answer (answered by phone)', params, response }),
      (req) => service.handle(callerOf(req), req.params.ask_id),
    );
    r.put(`${BASE}/:ask_id/hide`, act({ summary: 'Hide from the storefront', params, response }), (req) =>
      service.hide(callerOf(req), req.params.ask_id),
    );
    r.put(`${BASE}/:ask_id/show`, act({ summary: 'Show on the storefront again', params, response }), (req) =>
      service.show(callerOf(req), req.params.ask_id),
    );

    r.post(
      '/open/asks',
      open({
        summary: "A buyer's question about a goods item",
        headers: openApiKeyHeaders,
        body: openAskBody,
        response: { 201: openAskCreated },
      }),
      async (req, reply) => {
        reply.code(201);
        return service.ask(openShopOf(req), req.body);
      },
    );
  };
}
