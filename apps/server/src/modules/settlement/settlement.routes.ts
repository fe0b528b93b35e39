import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  billDetail,
  billItem,
  billItemsQuery,
  billListQuery,
  billPage,
  billPaidBody,
  billSnParams,
  billStateResult,
  platformKeyHeaders,
  settlementTerms,
  settlementTermsBody,
  shopTermsParams,
  type SettlementTermsBody,
} from '@rxdesk/contract/settlement/settlement';
import { invalidField } from '../../platform/http/app-error.ts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { callbackRoute, sellerRoutes } from '../../platform/http/route-schema.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';
import { platformKeyGuard } from './platform-key.guard.ts';
import type { SettlementExportService } from './settlement-export.service.ts';
import type { SettlementService } from './settlement.service.ts';

const BASE = '/seller/settlement/bills';

function parseTerms(body: unknown): SettlementTermsBody {
  const r = settlementTermsBody.safeParse(body);
  if (r.success) return r.data;
  const field = String(r.error.issues[0]?.path[0] ?? 'settle_days');
  throw invalidField(field, field === 'commission_bp' ? 'rule.settlement.rate' : 'rule.settlement.days');
}

/** 结算单 (settlement-list): the shop's bills, their lines, confirm and export; and the platform's
 * payment mark on the open API with the platform's own key. */
export function settlementRoutes(deps: {
  service: SettlementService;
  exporter: SettlementExportService;
  guard: AuthGuard;
  clock: Clock;
  platformKey: string | null;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['settlement'], 'settlement-list');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: "The shop's bills, newest period first (state, period filters) and the shop's terms",
        querystring: billListQuery,
        response: { 200: billPage },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/:sn`,
      read({
        summary: 'A bill: its figures (each the sum of its lines) and the rate it was made at',
        params: billSnParams,
        response: { 200: billDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/items`,
      read({
        summary: "A bill's lines of one type (ORDER, REFUND, ADJUST), paged",
        params: billSnParams,
        querystring: billItemsQuery,
        response: { 200: pageOf(billItem) },
      }),
      (req) => service.items(callerOf(req), req.params.sn, req.query),
    );
    r.put(
      `${BASE}/:sn/confirm`,
      act({
        summary: '本期结算无误: confirm a NEW bill (it can never change after); a second confirm is 409',
        params: billSnParams,
        response: { 200: billStateResult },
      }),
      (req) => service.confirm(callerOf(req), req.params.sn),
    );
    r.get(
      `${BASE}/:sn/export`,
      read({
        summary: 'The bill as XLSX: summary, orders and refunds sheets',
        params: billSnParams,
        produces: [XLSX_TYPE],
        response: { 200: z.unknown() },
      }),
      async (req, reply) => {
        const { file, rows } = await deps.exporter.export(callerOf(req), req.params.sn);
        return sendXlsx(reply, {
          what: `settlement-${req.params.sn}`,
          now: deps.clock.now(),
          total: rows,
          file,
        });
      },
    );
    r.post(
      '/open/platform/settlement/bills/:sn/paid',
      {
        ...callbackRoute(['settlement', 'open'], {
          summary: 'The platform paid a CONFIRMED bill (X-Platform-Key; unset key: 503 NOT_CONFIGURED)',
          params: billSnParams,
          headers: platformKeyHeaders,
          body: billPaidBody,
          response: { 200: billStateResult, 404: apiError, 409: apiError, 503: apiError },
        }),
        preHandler: platformKeyGuard(deps.platformKey),
      },
      (req) => service.markPaid(req.params.sn, req.body, req.ip),
    );
    r.put(
      '/open/platform/settlement/shops/:shop_id/terms',
      {
        ...callbackRoute(['settlement', 'open'], {
          summary: "The platform sets a shop's commission (bp) and settle days, from its next period on",
          params: shopTermsParams,
          headers: platformKeyHeaders,
          // Read after the key (a caller without it learns nothing of the body's rules): the
          // handler checks it against settlementTermsBody, refusing 400 naming the field.
          body: z
            .looseObject({})
            .meta({ description: 'settlementTermsBody: {commission_bp, settle_days[]}' }),
          response: { 200: settlementTerms, 404: apiError, 503: apiError },
        }),
        preHandler: platformKeyGuard(deps.platformKey),
      },
      (req) => service.setTerms(req.params.shop_id, parseTerms(req.body), req.ip),
    );
  };
}
