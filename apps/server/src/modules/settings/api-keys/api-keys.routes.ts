import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiKey,
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeyIdParams,
  apiKeyList,
  apiKeyRenameBody,
  apiKeyScopesBody,
} from '@rxdesk/contract/settings/api-keys';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const BASE = '/seller/shops/api-keys';

/** API 密钥 (api-keys): the shop's open-API keys. The founder only — the service refuses anyone
 * else 423 even with the permission (a key opens the shop's orders and customers). */
export function apiKeysRoutes(deps: { service: ApiKeysService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['settings'], 'api-keys');
    const { service } = deps;

    r.get(
      BASE,
      read({ summary: "The shop's API keys, valid ones first (no secrets)", response: { 200: apiKeyList } }),
      (req) => service.list(callerOf(req)),
    );
    r.post(
      BASE,
      act({
        summary: 'Create a key: the answer holds its secret, the only time it is ever sent',
        body: apiKeyCreateBody,
        response: { 200: apiKeyCreated },
      }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.put(
      `${BASE}/:id/name`,
      act({
        summary: 'Rename a key',
        params: apiKeyIdParams,
        body: apiKeyRenameBody,
        response: { 200: apiKey },
      }),
      (req) => service.rename(callerOf(req), req.params.id, req.body.name),
    );
    r.put(
      `${BASE}/:id/scopes`,
      act({
        summary: "Change a valid key's scopes (409 for a revoked key)",
        params: apiKeyIdParams,
        body: apiKeyScopesBody,
        response: { 200: apiKey },
      }),
      (req) => service.setScopes(callerOf(req), req.params.id, req.body.scopes),
    );
    r.put(
      `${BASE}/:id/revoke`,
      act({
        summary: 'Revoke a key: open-API calls with it are refused 401 from now on (409 if already)',
        params: apiKeyIdParams,
        response: { 200: apiKey },
      }),
      (req) => service.revoke(callerOf(req), req.params.id),
    );
  };
}
