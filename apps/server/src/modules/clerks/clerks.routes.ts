import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import {
  clerk,
  clerkCreateBody,
  clerkListQuery,
  clerkPasswordBody,
  clerkUpdateBody,
  role,
  roleBody,
  roleListQuery,
  roleOption,
} from '@rxdesk/contract/clerks/clerks';
import { pageOf } from '@rxdesk/contract/common/paging';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { ClerksService } from './clerks.service.ts';
import type { RolesService } from './roles.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 423: apiError };
const idParams = z.object({ id: z.coerce.number().int().positive() });
const done = z.object({});

export function clerksRoutes(deps: {
  clerks: ClerksService;
  roles: RolesService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const clerks = { onRequest: deps.guard({ permission: 'clerk-list' }) };
    const roles = { onRequest: deps.guard({ permission: 'role-list' }) };
    const tags = ['clerks'];

    r.get(
      '/seller/shops/roles/:id/checked',
      {
        onRequest: deps.guard(),
        schema: {
          tags,
          summary: "Permission identifiers (route names) of a role of the caller's shop",
          params: z.object({ id: z.coerce.number().int().min(0) }),
          response: { 200: z.array(z.string()), ...errors },
        },
      },
      (req) => deps.clerks.checkedPermissions(callerOf(req), req.params.id),
    );

    r.get(
      '/seller/shops/clerks',
      {
        ...clerks,
        schema: { tags, querystring: clerkListQuery, response: { 200: pageOf(clerk), ...errors } },
      },
      (req) => deps.clerks.list(callerOf(req), req.query),
    );
    r.post(
      '/seller/shops/clerks',
      {
        ...clerks,
        schema: {
          tags,
          body: clerkCreateBody,
          response: { 200: z.object({ clerk_id: z.number() }), ...errors },
        },
      },
      (req) => deps.clerks.create(callerOf(req), req.body),
    );
    r.put(
      '/seller/shops/clerks/:id',
      {
        ...clerks,
        schema: { tags, params: idParams, body: clerkUpdateBody, response: { 200: done, ...errors } },
      },
      async (req) => {
        await deps.clerks.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/disable',
      { ...clerks, schema: { tags, params: idParams, response: { 200: done, ...errors } } },
      async (req) => {
        await deps.clerks.setEnabled(callerOf(req), req.params.id, false);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/enable',
      { ...clerks, schema: { tags, params: idParams, response: { 200: done, ...errors } } },
      async (req) => {
        await deps.clerks.setEnabled(callerOf(req), req.params.id, true);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/password',
      {
        ...clerks,
        schema: { tags, params: idParams, body: clerkPasswordBody, response: { 200: done, ...errors } },
      },
      async (req) => {
        await deps.clerks.resetPassword(callerOf(req), req.params.id, req.body.password);
        return {};
      },
    );

    r.get(
      '/seller/shops/roles/options',
      {
        ...clerks,
        schema: {
          tags,
          summary: 'Role names for the clerk form',
          response: { 200: z.array(roleOption), ...errors },
        },
      },
      (req) => deps.roles.options(callerOf(req)),
    );
    r.get(
      '/seller/shops/roles',
      { ...roles, schema: { tags, querystring: roleListQuery, response: { 200: pageOf(role), ...errors } } },
      (req) => deps.roles.list(callerOf(req), req.query),
    );
    r.get(
      '/seller/shops/roles/:id',
      { ...roles, schema: { tags, params: idParams, response: { 200: role, ...errors } } },
      (req) => deps.roles.get(callerOf(req), req.params.id),
    );
    r.post(
      '/seller/shops/roles',
      {
        ...roles,
        schema: { tags, body: roleBody, response: { 200: z.object({ role_id: z.number() }), ...errors } },
      },
      (req) => deps.roles.create(callerOf(req), req.body),
    );
    r.put(
      '/seller/shops/roles/:id',
      { ...roles, schema: { tags, params: idParams, body: roleBody, response: { 200: done, ...errors } } },
      async (req) => {
        await deps.roles.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      '/seller/shops/roles/:id',
      { ...roles, schema: { tags, params: idParams, response: { 200: done, ...errors } } },
      async (req) => {
        await deps.roles.remove(callerOf(req), req.params.id);
        return {};
      },
    );
  };
}
