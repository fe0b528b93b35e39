import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  orderTraces,
  tracesParams,
  tracesQuery,
  waybill,
  waybillAccountBody,
  waybillAccountKey,
  waybillAccounts,
  waybillCreateResults,
  waybillCreatesBody,
  waybillQuery,
  waybillReshowQuery,
} from '@rxdesk/contract/logistics/waybills';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { callbackRoute, sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { TrackingService } from './tracking.service.ts';
import type { WaybillAccountsService } from './waybill-accounts.service.ts';
import type { WaybillsService } from './waybills.service.ts';

const BASE = '/seller/waybill';

/** The push's form fields; anything else is unsigned and refused (401) by the signature check. */
function pushFields(body: unknown): { param: string; sign: string } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { param: text(b.param), sign: text(b.sign) };
}
const pushAck = z.object({ result: z.boolean(), returnCode: z.string(), message: z.string() });

/** 电子面单 (accounts under logistics-manage; issuing from the order list, order-list), the
 * order's parcel trace, and Kuaidi100's signed push. */
export function waybillsRoutes(deps: {
  accounts: WaybillAccountsService;
  waybills: WaybillsService;
  tracking: TrackingService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const manage = sellerRoutes(deps.guard, ['logistics'], 'logistics-manage');
    const orders = sellerRoutes(deps.guard, ['logistics'], 'order-list');
    const { accounts, waybills, tracking } = deps;

    r.get(
      `${BASE}/accounts`,
      manage.read({
        summary:
          "The shop's e-waybill accounts, one per express company it uses that issues e-waybills (keys masked)",
        response: { 200: waybillAccounts },
      }),
      (req) => accounts.list(callerOf(req)),
    );
    r.put(
      `${BASE}/accounts`,
      manage.act({
        summary: 'Set the e-waybill account of an express company (an empty key keeps the stored one)',
        body: waybillAccountBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await accounts.save(callerOf(req), req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/accounts`,
      manage.act({
        summary: 'Delete the e-waybill account of an express company',
        querystring: waybillAccountKey,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await accounts.remove(callerOf(req), req.query.express_code);
        return {};
      },
    );
    r.get(
      BASE,
      orders.act({
        summary: "The order's e-waybill at the company: issued by Kuaidi100 once, then the stored one",
        querystring: waybillQuery,
        response: { 200: waybill },
      }),
      (req) => waybills.create(callerOf(req), req.query.order_sn, req.query.express_code),
    );
    r.post(
      `${BASE}/creates`,
      orders.act({
        summary: 'E-waybills for several orders; a result per order (a failed one has nothing recorded)',
        body: waybillCreatesBody,
        response: { 200: waybillCreateResults },
      }),
      (req) =>
        waybills.creates(
          callerOf(req),
          req.body.order_sns,
          req.body.express_code,
          req.headers['accept-language'],
        ),
    );
    r.get(
      `${BASE}/reshow`,
      orders.read({
        summary: "The order's issued e-waybill again (stored print data; no provider call)",
        querystring: waybillReshowQuery,
        response: { 200: waybill },
      }),
      (req) => waybills.reshow(callerOf(req), req.query.order_sn, req.query.express_code),
    );
    r.get(
      '/seller/trade/orders/:sn/traces',
      orders.act({
        summary: "The order's parcel trace; refresh=1 asks Kuaidi100 first",
        params: tracesParams,
        querystring: tracesQuery,
        response: { 200: orderTraces },
      }),
      (req) => tracking.traces(callerOf(req), req.params.sn, req.query.refresh === '1'),
    );
    r.post(
      '/open/kuaidi100/callback',
      callbackRoute(['open'], {
        summary: 'Kuaidi100 tracking push (form fields param, sign = MD5(param + salt))',
        response: { 200: pushAck, 503: apiError },
      }),
      (req) => {
        const { param, sign } = pushFields(req.body);
        return tracking.push(param, sign);
      },
    );
  };
}
