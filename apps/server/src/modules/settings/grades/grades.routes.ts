import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import {
  gradeAnswerBody,
  gradeApplication,
  gradeApplicationIdParams,
  gradeApplicationPage,
  gradeApplicationsQuery,
  gradeApplyBody,
  gradeOverview,
  type GradeAnswerBody,
} from '@rxdesk/contract/settings/grades';
import { platformKeyHeaders } from '@rxdesk/contract/settlement/settlement';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { invalidField, notFound } from '../../../platform/http/app-error.ts';
import { callbackRoute, sellerRoutes } from '../../../platform/http/route-schema.ts';
import { platformKeyGuard } from '../../settlement/settlement.module.ts';
import type { GradesService } from './grades.service.ts';

/** The platform's answer, read after its key (a caller without it learns nothing of the rules):
 * 400 naming the field otherwise. */
function parseAnswer(body: unknown): GradeAnswerBody {
  const r = gradeAnswerBody.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? 'result');
  throw invalidField(field, issue?.message.startsWith('rule.') ? issue.message : 'rule.grade.result');
}

function applicationId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

/** 店铺等级申请 (grade-application, a hidden page under /setting) and the platform's answer on the
 * open API with the platform's own key. */
export function gradesRoutes(deps: {
  service: GradesService;
  guard: AuthGuard;
  platformKey: string | null;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['settings'], 'grade-application');
    const { service } = deps;

    r.get(
      '/seller/shops/grade',
      read({
        summary: "The platform's grades, the shop's grade and its open application",
        response: { 200: gradeOverview },
      }),
      (req) => service.overview(callerOf(req)),
    );
    r.get(
      '/seller/shops/grade-applications',
      read({
        summary: "The shop's grade applications, newest first",
        querystring: gradeApplicationsQuery,
        response: { 200: gradeApplicationPage },
      }),
      (req) => service.applications(callerOf(req), req.query),
    );
    r.post(
      '/seller/shops/grade-applications',
      act({
        summary: 'Apply for a higher grade with a reason (409 while another application is open)',
        body: gradeApplyBody,
        response: { 200: gradeApplication },
      }),
      (req) => service.apply(callerOf(req), req.body),
    );
    r.post(
      '/open/platform/grade-applications/:id/answer',
      {
        ...callbackRoute(['settings', 'open'], {
          summary: 'The platform approves or refuses an application (X-Platform-Key; unset: 503)',
          params: gradeApplicationIdParams,
          headers: platformKeyHeaders,
          body: z
            .looseObject({})
            .meta({ description: 'gradeAnswerBody: {result: APPROVED|REJECTED, reason}' }),
          response: { 200: gradeApplication, 404: apiError, 409: apiError, 503: apiError },
        }),
        preHandler: platformKeyGuard(deps.platformKey),
      },
      (req) => service.answer(applicationId(req.params.id), parseAnswer(req.body), req.ip),
    );
  };
}
