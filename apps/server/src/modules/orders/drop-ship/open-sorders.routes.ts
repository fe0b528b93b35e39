import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import {
  openSorder,
  openSorderParams,
  sorderRejectBody,
  sorderShipBody,
} from '@rxdesk/contract/orders/drop-ship';
import { openShopOf, type OpenApiGuard } from '../../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../../platform/http/idempotency.ts';
import { idempotent } from '../../../platform/http/idempotent-reply.ts';
import { openRoutes } from '../../../platform/http/route-schema.ts';
import type { SorderActions, SupplierCaller } from './sorder-actions.service.ts';
import type { SupplierOrder } from './sorder-changes.service.ts';
import type { SupplierOrdersService } from './drop-ship.service.ts';

/** The supplier's side of drop-ship, relayed with the shop's API key (`X-Api-Key`): read the
 * sub-order, accept, reject, ship. Retries are made safe by `Idempotency-Key` as for order
 * intake: the same key and body answer the first response again. */
export function openSordersRoutes(deps: {
  reads: SupplierOrdersService;
  actions: SorderActions;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'suppliers');

    const caller = async (req: FastifyRequest): Promise<SupplierCaller> => ({
      shopId: openShopOf(req),
      ip: req.ip,
    });
    /** Runs an action once per Idempotency-Key; the key's scope is the action, and the body it
     * guards includes the ssid, so one key cannot be replayed onto another sub-order. */
    const once = async (
      req: FastifyRequest,
      reply: FastifyReply,
      action: string,
      body: Record<string, unknown>,
      work: (c: SupplierCaller) => Promise<SupplierOrder>,
    ) => {
      const c = await caller(req);
      return idempotent(deps, req, reply, c.shopId, `open.sorders.${action}`, body, 200, async () => {
        const so = await work(c);
        return deps.reads.openView(c.shopId, so.ssid);
      });
    };

    r.get(
      '/open/sorders/:ssid',
      open({
        summary: 'The sub-order for its supplier: lines, amount settled, consignee',
        headers: openApiHeaders,
        params: openSorderParams,
        response: { 200: openSorder },
      }),
      async (req) => deps.reads.openView((await caller(req)).shopId, req.params.ssid),
    );
    r.post(
      '/open/sorders/:ssid/accept',
      open({
        summary: 'The supplier accepts the sub-order',
        headers: openApiHeaders,
        params: openSorderParams,
        response: { 200: openSorder },
      }),
      (req, reply) =>
        once(req, reply, 'accept', { ssid: req.params.ssid }, (c) => deps.actions.accept(c, req.params.ssid)),
    );
    r.post(
      '/open/sorders/:ssid/reject',
      open({
        summary: 'The supplier rejects the sub-order (with a reason); the shop ships those lines itself',
        headers: openApiHeaders,
        params: openSorderParams,
        body: sorderRejectBody,
        response: { 200: openSorder },
      }),
      (req, reply) =>
        once(req, reply, 'reject', { ssid: req.params.ssid, ...req.body }, (c) =>
          deps.actions.reject(c, req.params.ssid, req.body.reason),
        ),
    );
    r.post(
      '/open/sorders/:ssid/ship',
      open({
        summary: 'The supplier ships the sub-order: express company code and waybill',
        headers: openApiHeaders,
        params: openSorderParams,
        body: sorderShipBody,
        response: { 200: openSorder },
      }),
      (req, reply) =>
        once(req, reply, 'ship', { ssid: req.params.ssid, ...req.body }, (c) =>
          deps.actions.ship(c, req.params.ssid, req.body),
        ),
    );
  };
}
