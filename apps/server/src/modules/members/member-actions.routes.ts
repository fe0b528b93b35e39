import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import {
  MEMBER_ACTIONS,
  memberIdParams,
  memberProfileBody,
  memberRemarkBody,
  memberTagBody,
  memberTagCreated,
  memberTagsBody,
} from '@rxdesk/contract/members/members';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { MemberChanges } from './member-changes.service.ts';
import { MEMBER_ACTION_PERMISSION } from './member-state-machine.ts';

const BASE = '/seller/members';

const SUMMARY = {
  disable: 'Disable a member',
  enable: 'Enable a member again',
  remove: 'Remove a member to the recycle list (hidden from the list and the pickers; orders kept)',
  restore: 'Restore a removed member',
} as const;

/** Staff's changes to a member: state actions, remark, tags, and the shop's member tags. */
export function memberActionsRoutes(deps: { changes: MemberChanges; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { act } = sellerRoutes(deps.guard, ['members'], 'member-list');
    const { changes } = deps;

    for (const action of MEMBER_ACTIONS) {
      const route = sellerRoutes(deps.guard, ['members'], MEMBER_ACTION_PERMISSION[action]);
      r.put(
        `${BASE}/:member_id/${action}`,
        route.act({ summary: SUMMARY[action], params: memberIdParams, response: { 200: emptyResult } }),
        async (req) => {
          await changes.apply(callerOf(req), req.params.member_id, action);
          return {};
        },
      );
    }
    r.put(
      `${BASE}/:member_id`,
      act({
        summary: "Correct the member's real name and sex (logged with before/after)",
        params: memberIdParams,
        body: memberProfileBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await changes.setProfile(callerOf(req), req.params.member_id, req.body);
        return {};
      },
    );
    r.put(
      `${BASE}/:member_id/remark`,
      act({
        summary: "Edit the member's remark (plain text; logged with before/after)",
        params: memberIdParams,
        body: memberRemarkBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await changes.setRemark(callerOf(req), req.params.member_id, req.body.remark);
        return {};
      },
    );
    r.put(
      `${BASE}/:member_id/tags`,
      act({
        summary: "Set the member's tags (the shop's member tags)",
        params: memberIdParams,
        body: memberTagsBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await changes.setTags(callerOf(req), req.params.member_id, req.body.tag_ids);
        return {};
      },
    );
    r.post(
      `${BASE}/tags`,
      act({ summary: 'Add a member tag', body: memberTagBody, response: { 200: memberTagCreated } }),
      (req) => changes.createTag(callerOf(req), req.body.name),
    );
  };
}
