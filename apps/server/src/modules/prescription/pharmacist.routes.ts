import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import {
  pharmacistMethod,
  setAuditPasswordBody,
  setWorkBody,
  workTime,
} from '@rxdesk/contract/prescription/pharmacist';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import type { PharmacistService } from './pharmacist.service.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 423: apiError };

export function pharmacistRoutes(deps: { service: PharmacistService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: deps.guard() };
    const tags = ['prescription'];

    r.get(
      '/seller/prescription/prescriptionOrder/isPhramacist',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Whether the caller is a pharmacist',
          response: { 200: z.boolean(), ...errors },
        },
      },
      (req) => deps.service.isPharmacist(callerOf(req)),
    );
    r.get(
      '/admin-user/login/getPharmaistMethod',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "The caller's pharmacist status, audit password and working hours",
          response: { 200: pharmacistMethod, ...errors },
        },
      },
      (req) => deps.service.method(callerOf(req)),
    );
    r.get(
      '/seller/pharmacist/isWorkTime',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Whether now is within the caller’s working hours (Asia/Shanghai)',
          response: { 200: workTime, ...errors },
        },
      },
      (req) => deps.service.workTime(callerOf(req)),
    );
    r.post(
      '/seller/pharmacist/setPwd',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Set the audit password (pharmacists only)',
          body: setAuditPasswordBody,
          response: { 200: z.object({}), ...errors },
        },
      },
      async (req) => {
        await deps.service.setAuditPassword(callerOf(req), req.body);
        return {};
      },
    );
    r.post(
      '/seller/pharmacist/setWork',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Set daily working hours from two unix timestamps (pharmacists only)',
          body: setWorkBody,
          response: { 200: workTime, ...errors },
        },
      },
      (req) => deps.service.setWorkHours(callerOf(req), req.body.start_time, req.body.end_time),
    );
  };
}
