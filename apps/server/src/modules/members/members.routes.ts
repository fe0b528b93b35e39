import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageQuery } from '@rxdesk/contract/common/paging';
import { orderSummary } from '@rxdesk/contract/orders/orders';
import {
  memberCase,
  memberDetail,
  memberIdParams,
  memberListQuery,
  memberMobile,
  memberPoints,
  memberPrescription,
  memberRow,
  memberTag,
} from '@rxdesk/contract/members/members';
import type { Clock } from '../../platform/clock.ts';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { MembersExportService } from './members-export.service.ts';
import type { MembersService } from './members.service.ts';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx/xlsx-download.ts';

const BASE = '/seller/members';
/** A detail tab: one page of the member's rows. */
const tabSchema = <T extends z.ZodType>(item: T) => ({
  params: memberIdParams,
  querystring: pageQuery,
  response: { 200: pageOf(item) },
});

/** 会员列表 and the member detail with its tabs (member-list), the recycle list
 * (member-recycle), the full-mobile reveal (member-mobile) and the export. */
export function membersRoutes(deps: {
  service: MembersService;
  exporter: MembersExportService;
  guard: AuthGuard;
  clock: Clock;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['members'], 'member-list');
    const recycle = sellerRoutes(deps.guard, ['members'], 'member-recycle');
    const mobile = sellerRoutes(deps.guard, ['members'], 'member-mobile');
    const { service } = deps;

    r.get(
      BASE,
      read({
        summary: 'Members (not removed), newest first, mobiles masked',
        querystring: memberListQuery,
        response: { 200: pageOf(memberRow) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.get(
      `${BASE}/recycle`,
      recycle.read({
        summary: 'Removed members (the recycle list), newest first',
        querystring: memberListQuery,
        response: { 200: pageOf(memberRow) },
      }),
      (req) => service.list(callerOf(req), req.query, true),
    );
    r.get(
      `${BASE}/tags`,
      read({ summary: "The shop's member tags", response: { 200: z.array(memberTag) } }),
      (req) => service.tags(callerOf(req)),
    );
    r.get(
      `${BASE}/export`,
      read({
        summary: 'Export the filtered members as XLSX (masked mobiles unless the caller may see them)',
        querystring: memberListQuery,
        produces: [XLSX_TYPE],
        response: { 200: z.unknown() },
      }),
      async (req, reply) => {
        const { total, file } = await deps.exporter.export(callerOf(req), req.query);
        return sendXlsx(reply, { what: 'members', now: deps.clock.now(), total, file: file });
      },
    );
    r.get(
      `${BASE}/:member_id`,
      read({
        summary: 'A member: profile, addresses, order figures, points, tags',
        params: memberIdParams,
        response: { 200: memberDetail },
      }),
      (req) => service.detail(callerOf(req), req.params.member_id),
    );
    r.get(
      `${BASE}/:member_id/mobile`,
      mobile.read({
        summary: "The member's full mobile; every view is written to the operation log",
        params: memberIdParams,
        response: { 200: memberMobile },
      }),
      (req) => service.revealMobile(callerOf(req), req.params.member_id),
    );
    const tabs = {
      orders: { summary: "The member's orders, newest first", item: orderSummary },
      'after-sales': { summary: "The member's after-sale cases, newest first", item: memberCase },
      prescriptions: { summary: "The member's prescriptions, newest first", item: memberPrescription },
      points: { summary: "The member's points history, newest first", item: memberPoints },
    } as const;
    r.get(
      `${BASE}/:member_id/orders`,
      read({ summary: tabs.orders.summary, ...tabSchema(tabs.orders.item) }),
      (req) => service.orders(callerOf(req), req.params.member_id, req.query),
    );
    r.get(
      `${BASE}/:member_id/after-sales`,
      read({ summary: tabs['after-sales'].summary, ...tabSchema(tabs['after-sales'].item) }),
      (req) => service.afterSales(callerOf(req), req.params.member_id, req.query),
    );
    r.get(
      `${BASE}/:member_id/prescriptions`,
      read({ summary: tabs.prescriptions.summary, ...tabSchema(tabs.prescriptions.item) }),
      (req) => service.prescriptions(callerOf(req), req.params.member_id, req.query),
    );
    r.get(
      `${BASE}/:member_id/points`,
      read({ summary: tabs.points.summary, ...tabSchema(tabs.points.item) }),
      (req) => service.points(callerOf(req), req.params.member_id, req.query),
    );
  };
}
