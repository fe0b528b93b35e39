import { z } from 'zod';

const digest = z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest');

/** POST /seller/pharmacist/setPwd — the audit password (digests, like every password on the wire).
 * The current audit password is required once one is set. */
export const setAuditPasswordBody = z.object({
  old_password: digest.optional(),
  password: digest,
  rep_password: digest,
});

/** POST /seller/pharmacist/setWork — two unix-second timestamps; only their Asia/Shanghai time of
 * day counts (a daily window). Start must be before end. */
export const setWorkBody = z.object({
  start_time: z.coerce.number().int().min(0),
  end_time: z.coerce.number().int().min(0),
});

/** GET /seller/pharmacist/isWorkTime and the work-hours part of getPharmaistMethod. */
export const workTime = z.object({
  is_work_time: z.union([z.literal(0), z.literal(1)]),
  /** 'HH:mm' Asia/Shanghai */
  work_start: z.string(),
  work_end: z.string(),
});
export type WorkTime = z.infer<typeof workTime>;

/** GET /admin-user/login/getPharmaistMethod — what the signed-in user can do as a pharmacist. */
export const pharmacistMethod = workTime.extend({
  is_pharmacist: z.union([z.literal(0), z.literal(1)]),
  has_audit_password: z.union([z.literal(0), z.literal(1)]),
});
export type PharmacistMethod = z.infer<typeof pharmacistMethod>;

/** Default working hours (§6, §9): 01:01 to 23:59. */
export const DEFAULT_WORK_START_MINUTE = 61;
export const DEFAULT_WORK_END_MINUTE = 1439;

export function minuteToHhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** `isPhramacist` (sic, §7): whether the caller is a pharmacist. */
export const isPharmacistResult = z.boolean();
