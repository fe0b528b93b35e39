import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  complaintCloseBody,
  complaintDetail,
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
import type { ComplaintsService } from './complaints.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 423: apiError };
const openErrors = {
  400: apiError,
  401: apiError,
  404: apiError,
  409: apiError,
  422: apiError,
  423: apiError,
};
const idParams = z.object({ id: z.coerce.number().int().positive() });
const headers = z.object({
  'x-api-key': z.string().optional(),
  'idempotency-key': z.string().min(8).max(100).optional(),
});

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
    const opts = { onRequest: deps.guard({ permission: 'complaint-list' }) };
    const tags = ['complaints'];
    const { service } = deps;

    r.get(
      '/seller/complaints',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Complaints, newest first',
          querystring: complaintListQuery,
          response: { 200: pageOf(complaintRow), ...errors },
        },
      },
      (req) => service.list(callerOf(req).shopId, req.query),
    );
    r.get(
      '/seller/complaints/:id',
      {
        ...opts,
        schema: {
          tags,
          summary: 'The complaint with its messages and deadlines',
          params: idParams,
          response: { 200: complaintDetail, ...errors },
        },
      },
      (req) => service.detail(callerOf(req).shopId, req.params.id),
    );
    r.post(
      '/seller/complaints/:id/reply',
      {
        ...opts,
        schema: {
          tags,
          summary: "The shop's reply (NEW → REPLIED)",
          params: idParams,
          body: complaintReplyBody,
          response: { 200: complaintDetail, ...errors },
        },
      },
      (req) => service.reply(callerOf(req), req.params.id, req.body.content, req.body.images),
    );
    r.post(
      '/seller/complaints/:id/close',
      {
        ...opts,
        schema: {
          tags,
          summary: 'Close a replied complaint',
          params: idParams,
          body: complaintCloseBody,
          response: { 200: complaintDetail, ...errors },
        },
      },
      (req) => service.close(callerOf(req), req.params.id, req.body.remark),
    );

    const security = [{ apiKey: [] }];
    r.post(
      '/open/complaints',
      {
        onRequest: deps.openApi(),
        schema: {
          tags: ['open'],
          summary: "The buyer's complaint about an order",
          headers,
          body: openComplaintBody,
          security,
          response: { 201: openComplaintState, ...openErrors },
        },
      },
      async (req, reply) => {
        const shopId = openShopOf(req);
        return idempotent(deps, req, reply, shopId, 'open.complaints', req.body, 201, () =>
          service.file(shopId, req.body),
        );
      },
    );
    r.post(
      '/open/complaints/:id/escalate',
      {
        onRequest: deps.openApi(),
        schema: {
          tags: ['open'],
          summary: 'The buyer asks the platform to step in',
          headers,
          params: idParams,
          body: openEscalateBody,
          security,
          response: { 200: openComplaintState, ...openErrors },
        },
      },
      async (req) => service.escalate(openShopOf(req), req.params.id, req.body.reason),
    );
  };
}
