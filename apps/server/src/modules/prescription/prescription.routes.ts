import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  auditBody,
  auditParams,
  auditResult,
  behindOrderQuery,
  overdueCheck,
  pharmacistOptions,
  prescriptionDetail,
  prescriptionExportFile,
  prescriptionExportQuery,
  prescriptionListQuery,
  prescriptionOrderRow,
  prescriptionSnParams,
  wechatMsgQuery,
  wechatMsgResult,
} from '@rxdesk/contract/prescription/prescription';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PrescriptionAudits } from './prescription-audit.service.ts';
import type { PrescriptionQueries } from './prescription-query.service.ts';
import type { BuyerMessages } from './buyer-messages.service.ts';
import type { PrescriptionRepository } from './prescription.repository.ts';
import { streamPrescriptionsXlsx } from './prescription-export.ts';
import { sendXlsx } from '../../platform/xlsx/xlsx-download.ts';

// The two commands (buyer reminder, audit) also document throttling (429) and an unconfigured
// partner (503), as they did before the shared builders.
const throttledOrUnconfigured = { 429: apiError, 503: apiError };
const BASE = '/seller/prescription/prescriptionOrder';
const localeOf = (req: FastifyRequest) => localeFromHeader(req.headers['accept-language']);

/** §7 Prescription calls. The audit's two path values: a = the order sn, b = 1 approve / 2 reject. */
export function prescriptionRoutes(deps: {
  queries: PrescriptionQueries;
  audits: PrescriptionAudits;
  messages: BuyerMessages;
  repo: PrescriptionRepository;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['prescription'];
    const { read, act } = sellerRoutes(deps.guard, tags, 'prescriptionOrderList');
    const signedIn = sellerRoutes(deps.guard, tags);
    const { queries } = deps;

    r.get(
      BASE,
      read({
        summary:
          'Prescription orders (state, time range, keyword on sn / patient / prescription no., pharmacist)',
        querystring: prescriptionListQuery,
        response: { 200: pageOf(prescriptionOrderRow) },
      }),
      (req) => queries.list(callerOf(req), req.query, localeOf(req)),
    );
    r.get(
      `${BASE}/export`,
      read({
        summary: 'Export the filtered prescription orders as XLSX (streamed)',
        querystring: prescriptionExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: prescriptionExportFile },
      }),
      async (req, reply) => {
        const auth = callerOf(req);
        const { overdue, ...rest } = req.query;
        const filter = { ...rest, ...(overdue === 1 ? { overdueBefore: queries.overdueBefore() } : {}) };
        const total = await deps.repo.count(auth.shopId, filter);
        return sendXlsx(reply, {
          what: 'prescriptions',
          now: deps.clock.now(),
          total,
          file: streamPrescriptionsXlsx(deps.repo, auth.shopId, filter, total),
        });
      },
    );
    r.get(
      `${BASE}/behindOrder`,
      read({
        summary:
          'Overdue prescription orders (awaiting audit past PRESCRIPTION_OVERDUE_MINUTES), oldest first',
        querystring: behindOrderQuery,
        response: { 200: pageOf(prescriptionOrderRow) },
      }),
      (req) => queries.behind(callerOf(req), req.query.page_no, req.query.page_size, localeOf(req)),
    );
    r.get(
      `${BASE}/behindOrder/check`,
      signedIn.read({
        summary: 'Whether the overdue poll applies to the caller (§6), with its timings (§9)',
        response: { 200: overdueCheck },
      }),
      (req) => queries.overdueCheck(callerOf(req)),
    );
    r.get(
      `${BASE}/pharmacists`,
      read({
        summary: "The shop's pharmacists (list filter)",
        response: { 200: pharmacistOptions },
      }),
      (req) => queries.pharmacists(callerOf(req)),
    );
    r.get(
      `${BASE}/wechatMsg`,
      act({
        summary: 'Send the buyer a WeChat reminder (type 1 medication, 2 upload the follow-up voucher)',
        querystring: wechatMsgQuery,
        response: { 200: wechatMsgResult, ...throttledOrUnconfigured },
      }),
      (req) => deps.messages.remind(callerOf(req), req.query.sn, req.query.type),
    );
    r.put(
      `${BASE}/audit/:a/:b`,
      act({
        summary:
          'Pharmacist audit: a = order sn, b = 1 approve / 2 reject. Pharmacist only, audit password, working hours, §4 state rule; append-only record',
        params: auditParams,
        body: auditBody,
        response: { 200: auditResult, ...throttledOrUnconfigured },
      }),
      (req) => deps.audits.audit(callerOf(req), req.params.a, req.params.b as 1 | 2, req.body, localeOf(req)),
    );
    r.get(
      `${BASE}/:sn`,
      read({
        summary: 'One prescription order: prescription, drugs, order lines, every audit record',
        params: prescriptionSnParams,
        response: { 200: prescriptionDetail },
      }),
      (req) => queries.detail(callerOf(req), req.params.sn, localeOf(req)),
    );
  };
}
