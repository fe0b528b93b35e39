import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  expiryAlerts,
  licenceHistory,
  licenceRecord,
  qualificationAddBody,
  qualificationIdParams,
  qualificationListQuery,
  qualificationUpdateBody,
  yyzzAnswer,
  yyzzBody,
} from '@rxdesk/contract/settings/qualifications';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { QualificationsService } from './qualifications.service.ts';

export const QUALIFICATIONS_BASE = '/seller/shops/Qualifications';
const done = z.object({ id: z.number().int() });

/** §7 qualification calls (资质管理, zz-gl), JSON bodies. {id}: the shop's id for
 * getYyzzByShopId / addYyzz / getQualifications / addQualifications (another shop's: 404), a
 * record's id for updateYyzz / del / updateQualifications / delQualifications / history. */
export function qualificationsRoutes(deps: {
  service: QualificationsService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const zz = sellerRoutes(deps.guard, ['settings'], 'zz-gl');
    const { service } = deps;
    const params = qualificationIdParams;
    const B = QUALIFICATIONS_BASE;

    r.get(
      `${B}/getYyzzByShopId/:id`,
      zz.read({
        summary: 'The business licence of the shop {id} (null when none)',
        params,
        response: { 200: yyzzAnswer },
      }),
      (req) => service.yyzz(callerOf(req), req.params.id),
    );
    r.post(
      `${B}/addYyzz/:id`,
      zz.act({
        summary: 'Record the business licence of the shop {id}',
        params,
        body: yyzzBody,
        response: { 200: licenceRecord },
      }),
      (req) => service.addYyzz(callerOf(req), req.params.id, req.body),
    );
    r.post(
      `${B}/updateYyzz/:id`,
      zz.act({
        summary: 'Change the business licence record {id}',
        params,
        body: yyzzBody,
        response: { 200: licenceRecord },
      }),
      (req) => service.updateYyzz(callerOf(req), req.params.id, req.body),
    );
    r.post(
      `${B}/del/:id`,
      zz.act({ summary: 'Delete the business licence record {id}', params, response: { 200: done } }),
      async (req) => {
        await service.removeYyzz(callerOf(req), req.params.id);
        return { id: req.params.id };
      },
    );
    r.get(
      `${B}/getQualifications/:id`,
      zz.read({
        summary:
          'The licences of the shop {id} (drug business, GSP, internet drug info, device, food), by kind',
        params,
        querystring: qualificationListQuery,
        response: { 200: pageOf(licenceRecord) },
      }),
      (req) => service.list(callerOf(req), req.params.id, req.query),
    );
    r.post(
      `${B}/addQualifications/:id`,
      zz.act({
        summary: 'Record a licence of the shop {id}',
        params,
        body: qualificationAddBody,
        response: { 200: licenceRecord },
      }),
      (req) => service.addQualification(callerOf(req), req.params.id, req.body),
    );
    r.post(
      `${B}/updateQualifications/:id`,
      zz.act({
        summary: 'Change the licence record {id}',
        params,
        body: qualificationUpdateBody,
        response: { 200: licenceRecord },
      }),
      (req) => service.updateQualification(callerOf(req), req.params.id, req.body),
    );
    r.post(
      `${B}/delQualifications/:id`,
      zz.act({ summary: 'Delete the licence record {id}', params, response: { 200: done } }),
      async (req) => {
        await service.removeQualification(callerOf(req), req.params.id);
        return { id: req.params.id };
      },
    );
    r.get(
      `${B}/history/:id`,
      zz.read({
        summary: 'Every change of the record {id} (add, update, delete) with the full record, oldest first',
        params,
        response: { 200: licenceHistory },
      }),
      (req) => service.history(callerOf(req), req.params.id),
    );
    r.get(
      `${B}/expiry-alerts`,
      zz.read({
        summary: 'Licences within 180 days of their end (daily from 30), expired or missing; Rx sale block',
        response: { 200: expiryAlerts },
      }),
      (req) => service.alerts(callerOf(req)),
    );
  };
}
