import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import { localeFromHeader, translateMessage } from '@rxdesk/contract/common/locale';
import { memberExists, memberRegistered, registerMemberBody } from '@rxdesk/contract/members/members';
import { openShopOf, type OpenApiGuard } from '../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../platform/http/idempotency.ts';
import { openRoutes } from '../../platform/http/route-schema.ts';
import type { MemberRegistration } from './member-registration.service.ts';

/** POST /api/open/members: the storefront registers a member. The same mobile in the same shop
 * answers 409 with the existing member_id; Idempotency-Key makes retries safe. */
export function openMembersRoutes(deps: {
  registration: MemberRegistration;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'orders');
    r.post(
      '/open/members',
      open({
        summary: 'Register a member (409 with member_id when the mobile already is one)',
        headers: openApiHeaders,
        body: registerMemberBody,
        security: [{ apiKey: [] }],
        response: { 201: memberRegistered, 409: memberExists },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        const locale = localeFromHeader(req.headers['accept-language']);
        const work = async () => {
          const r = await deps.registration.register(shopId, req.body);
          if (r.created) return { statusCode: 201, body: { member_id: r.member_id } };
          const message = translateMessage(locale, 'error.member.exists', { member_id: r.member_id });
          return { statusCode: 409, body: { code: 'CONFLICT', message, member_id: r.member_id } };
        };
        const key = req.headers['idempotency-key'];
        const result = key
          ? await deps.idempotency.run(shopId, 'open.members', key, req.body, work)
          : { ...(await work()), replayed: false };
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(result.statusCode as 201).send(result.body as { member_id: number });
      },
    );
  };
}
