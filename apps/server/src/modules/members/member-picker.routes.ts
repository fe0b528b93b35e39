import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import { member, memberIdsParams, memberPickerQuery } from '@rxdesk/contract/members/members';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { MembersService } from './members.service.ts';

/** §7 member picker: any signed-in seller (promotions choose members with it). Removed members
 * and other shops' members are never returned; mobiles are masked. */
export function memberPickerRoutes(deps: { service: MembersService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['members']);
    r.get(
      '/admin/members',
      read({
        summary: 'Member picker list (member_ids comma-joined; full-width commas accepted)',
        querystring: memberPickerQuery,
        response: { 200: pageOf(member) },
      }),
      (req) => deps.service.picker(callerOf(req), req.query),
    );
    r.get(
      '/admin/members/:ids/list',
      read({
        summary: 'The chosen members again, as the picker shows them (ids comma-joined)',
        params: memberIdsParams,
        response: { 200: z.array(member) },
      }),
      (req) => deps.service.pickerByIds(callerOf(req), req.params.ids),
    );
  };
}
