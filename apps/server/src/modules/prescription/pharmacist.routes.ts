import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isPharmacistResult,
  pharmacistMethod,
  setAuditPasswordBody,
  setWorkBody,
  workTime,
} from '@rxdesk/contract/prescription/pharmacist';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { PharmacistService } from './pharmacist.service.ts';

export function pharmacistRoutes(deps: { service: PharmacistService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['prescription']);

    r.get(
      '/seller/prescription/prescriptionOrder/isPhramacist',
      read({
        summary: 'Whether the caller is a pharmacist',
        response: { 200: isPharmacistResult },
      }),
      (req) => deps.service.isPharmacist(callerOf(req)),
    );
    r.get(
      '/admin-user/login/getPharmaistMethod',
      read({
        summary: "The caller's pharmacist status, audit password and working hours",
        response: { 200: pharmacistMethod },
      }),
      (req) => deps.service.method(callerOf(req)),
    );
    r.get(
      '/seller/pharmacist/isWorkTime',
      read({
        summary: 'Whether now is within the caller’s working hours (Asia/Shanghai)',
        response: { 200: workTime },
      }),
      (req) => deps.service.workTime(callerOf(req)),
    );
    r.post(
      '/seller/pharmacist/setPwd',
      act({
        summary: 'Set the audit password (pharmacists only)',
        body: setAuditPasswordBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.service.setAuditPassword(callerOf(req), req.body);
        return {};
      },
    );
    r.post(
      '/seller/pharmacist/setWork',
      act({
        summary: 'Set daily working hours from two unix timestamps (pharmacists only)',
        body: setWorkBody,
        response: { 200: workTime },
      }),
      (req) => deps.service.setWorkHours(callerOf(req), req.body.start_time, req.body.end_time),
    );
  };
}
