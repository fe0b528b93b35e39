import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  complaintCloseBody,
  complaintDetail,
  complaintIdParams,
  complaintListQuery,
  complaintReplyBody,
  complaintRow,
  openComplaintBody,
  openComplaintState,
  openEscalateBody,
} from '@rxdesk/contract/after-sale/complaints';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { openShopOf, type OpenApiGuard } from '../../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../../platform/http/idempotency.ts';
import { idempotent } from '../../../platform/http/idempotent-reply.ts';
import { sellerRoutes, openRoutes } from '../../../platform/http/route-schema.ts';
import type { ComplaintsService } from './complaints.service.ts';

/** Complaints: the seller's list and answers (permission complaint-list), and the buyer's side
 * through the open API (X-Api-Key). */
export function complaintsRoutes(deps: {
  service: ComplaintsService;
  guard: AuthGuard;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['complaints'], 'complaint-list');
    const { open } = openRoutes(deps.openApi, 'after-sale');
    const { service } = deps;

    r.get(
      '/seller/complaints',
      read({
        summary: 'Complaints, newest first',
        querystring: complaintListQuery,
        response: { 200: pageOf(complaintRow) },
      }),
      (req) => service.list(callerOf(req).shopId, req.query),
    );
    r.get(
      '/seller/complaints/:id',
      read({
        summary: 'The complaint with its messages and deadlines',
        params: complaintIdParams,
        response: { 200: complaintDetail },
      }),
      (req) => service.detail(callerOf(req).shopId, req.params.id),
    );
    r.post(
      '/seller/complaints/:id/reply',
      act({
        summary: "The shop's reply (NEW → REPLIED)",
        params: complaintIdParams,
        body: complaintReplyBody,
        response: { 200: complaintDetail },
      }),
      (req) => service.reply(callerOf(req), req.params.id, req.body.content, req.body.images),
    );
    r.post(
      '/seller/complaints/:id/close',
      act({
        summary: 'Close a replied complaint',
        params: complaintIdParams,
        body: complaintCloseBody,
        response: { 200: complaintDetail },
      }),
      (req) => service.close(callerOf(req), req.params.id, req.body.remark),
    );

    r.post(
      '/open/complaints',
      open({
        summary: "The buyer's complaint about an order",
        headers: openApiHeaders,
        body: openComplaintBody,
        response: { 201: openComplaintState },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        return idempotent(deps, req, reply, shopId, 'open.complaints', req.body, 201, () =>
          service.file(shopId, req.body),
        );
      },
    );
    r.post(
      '/open/complaints/:id/escalate',
      open({
        summary: 'The buyer asks the platform to step in',
        headers: openApiHeaders,
        params: complaintIdParams,
        body: openEscalateBody,
        response: { 200: openComplaintState },
      }),
      async (req) => service.escalate(openShopOf(req), req.params.id, req.body.reason),
    );
  };
}
