import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.ts';

/**
 * 店铺等级 (issue 24): the platform's short list of shop grades; a shop applies for a higher one
 * with a reason (申请中), one open application at a time, and the platform answers through the
 * open API with its own key (已通过 raises the shop's grade; 已拒绝 carries the platform's reason).
 */
export const GRADE_APPLICATION_STATES = ['APPLYING', 'APPROVED', 'REJECTED'] as const;
export type GradeApplicationState = (typeof GRADE_APPLICATION_STATES)[number];

export const shopGrade = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  /** What the grade allows, in words. */
  description: z.string(),
  description_en: z.string(),
  rank: z.number().int(),
});
export type ShopGrade = z.infer<typeof shopGrade>;

export const gradeApplication = z.object({
  id: z.number().int(),
  from_grade_id: z.number().int(),
  from_grade_name: z.string(),
  grade_id: z.number().int(),
  grade_name: z.string(),
  reason: z.string(),
  state: z.enum(GRADE_APPLICATION_STATES),
  /** The platform's reason (a refusal's, or a note with the approval). */
  answer_reason: z.string(),
  applied_by: z.string(),
  created_at: z.number().int(),
  answered_at: z.number().int().nullable(),
});
export type GradeApplication = z.infer<typeof gradeApplication>;

/** GET seller/shops/grade: the grades, the shop's own, and the open application if any. */
export const gradeOverview = z.object({
  grades: z.array(shopGrade),
  current_grade_id: z.number().int(),
  open_application: gradeApplication.nullable(),
});
export type GradeOverview = z.infer<typeof gradeOverview>;

export const gradeApplicationsQuery = pageQuery;
export const gradeApplicationPage = pageOf(gradeApplication);

export const GRADE_REASON_MAX = 500;

export const gradeApplyBody = z.object({
  grade_id: z.coerce
    .number({ error: 'rule.grade.grade' })
    .int('rule.grade.grade')
    .positive('rule.grade.grade'),
  reason: z
    .string({ error: 'rule.grade.reason' })
    .trim()
    .min(5, 'rule.grade.reason')
    .max(GRADE_REASON_MAX, 'rule.grade.reason'),
});
export type GradeApplyBody = z.infer<typeof gradeApplyBody>;

/** The platform's answer names the application as text: the route checks the platform key first,
 * then the id (not a positive whole number: 404 like an unknown one). */
export const gradeApplicationIdParams = z.object({ id: z.string().trim().min(1).max(20) });

/** POST open/platform/grade-applications/{id}/answer (X-Platform-Key). */
export const gradeAnswerBody = z
  .object({
    result: z.enum(['APPROVED', 'REJECTED'], { error: 'rule.grade.result' }),
    reason: z
      .string({ error: 'rule.grade.answerReason' })
      .trim()
      .max(200, 'rule.grade.answerReason')
      .default(''),
  })
  .refine((b) => b.result === 'APPROVED' || b.reason.length > 0, {
    message: 'rule.grade.answerReason',
    path: ['reason'],
  });
export type GradeAnswerBody = z.infer<typeof gradeAnswerBody>;
