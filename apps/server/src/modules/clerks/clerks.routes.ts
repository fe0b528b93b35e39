import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clerk,
  clerkCreateBody,
  clerkCreated,
  clerkIdParams,
  clerkListQuery,
  clerkPasswordBody,
  clerkUpdateBody,
  permissionNames,
  role,
  roleBody,
  roleCheckedParams,
  roleCreated,
  roleListQuery,
  roleOptions,
} from '@rxdesk/contract/clerks/clerks';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { ClerksService } from './clerks.service.ts';
import type { RolesService } from './roles.service.ts';

export function clerksRoutes(deps: {
  clerks: ClerksService;
  roles: RolesService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['clerks'];
    // Every clerk and role answer documents 409 (as before), so all of them are built with `act`.
    const signedIn = sellerRoutes(deps.guard, tags);
    const clerks = sellerRoutes(deps.guard, tags, 'clerk-list');
    const roles = sellerRoutes(deps.guard, tags, 'role-list');

    r.get(
      '/seller/shops/roles/:id/checked',
      signedIn.act({
        summary: "Permission identifiers (route names) of a role of the caller's shop",
        params: roleCheckedParams,
        response: { 200: permissionNames },
      }),
      (req) => deps.clerks.checkedPermissions(callerOf(req), req.params.id),
    );

    r.get(
      '/seller/shops/clerks',
      clerks.act({
        summary: "The shop's clerks, one page",
        querystring: clerkListQuery,
        response: { 200: pageOf(clerk) },
      }),
      (req) => deps.clerks.list(callerOf(req), req.query),
    );
    r.post(
      '/seller/shops/clerks',
      clerks.act({ summary: 'Add a clerk', body: clerkCreateBody, response: { 200: clerkCreated } }),
      (req) => deps.clerks.create(callerOf(req), req.body),
    );
    r.put(
      '/seller/shops/clerks/:id',
      clerks.act({
        summary: 'Edit a clerk',
        params: clerkIdParams,
        body: clerkUpdateBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.clerks.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/disable',
      clerks.act({ summary: 'Disable a clerk', params: clerkIdParams, response: { 200: emptyResult } }),
      async (req) => {
        await deps.clerks.setEnabled(callerOf(req), req.params.id, false);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/enable',
      clerks.act({ summary: 'Enable a clerk', params: clerkIdParams, response: { 200: emptyResult } }),
      async (req) => {
        await deps.clerks.setEnabled(callerOf(req), req.params.id, true);
        return {};
      },
    );
    r.put(
      '/seller/shops/clerks/:id/password',
      clerks.act({
        summary: "Reset a clerk's password (digest)",
        params: clerkIdParams,
        body: clerkPasswordBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.clerks.resetPassword(callerOf(req), req.params.id, req.body.password);
        return {};
      },
    );

    r.get(
      '/seller/shops/roles/options',
      clerks.act({ summary: 'Role names for the clerk form', response: { 200: roleOptions } }),
      (req) => deps.roles.options(callerOf(req)),
    );
    r.get(
      '/seller/shops/roles',
      roles.act({
        summary: "The shop's roles, one page",
        querystring: roleListQuery,
        response: { 200: pageOf(role) },
      }),
      (req) => deps.roles.list(callerOf(req), req.query),
    );
    r.get(
      '/seller/shops/roles/:id',
      roles.act({ summary: 'One role', params: clerkIdParams, response: { 200: role } }),
      (req) => deps.roles.get(callerOf(req), req.params.id),
    );
    r.post(
      '/seller/shops/roles',
      roles.act({ summary: 'Add a role', body: roleBody, response: { 200: roleCreated } }),
      (req) => deps.roles.create(callerOf(req), req.body),
    );
    r.put(
      '/seller/shops/roles/:id',
      roles.act({
        summary: 'Edit a role',
        params: clerkIdParams,
        body: roleBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.roles.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      '/seller/shops/roles/:id',
      roles.act({ summary: 'Delete a role', params: clerkIdParams, response: { 200: emptyResult } }),
      async (req) => {
        await deps.roles.remove(callerOf(req), req.params.id);
        return {};
      },
    );
  };
}
