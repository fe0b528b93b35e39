import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { isMobile } from '../rules/rules.ts';

/**
 * Members (会员): the shop's buyers (issue 21). Created by the open-API order intake (source ORDER),
 * by the open-API registration (REGISTER) or an import (IMPORT). A member is ACTIVE, DISABLED, or
 * REMOVED (in the recycle list: hidden from the list and the pickers, keeps their orders).
 * Mobiles are masked (§5) everywhere but the reveal call, which writes the operation log.
 */

export const MEMBER_SOURCES = ['ORDER', 'REGISTER', 'IMPORT'] as const;
export type MemberSource = (typeof MEMBER_SOURCES)[number];
export const MEMBER_STATUSES = ['ACTIVE', 'DISABLED', 'REMOVED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_ACTIONS = ['disable', 'enable', 'remove', 'restore'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

const id = z.coerce.number().int().positive().max(2147483647);
const sex = z.coerce.number().int().min(0, 'rule.sex').max(1, 'rule.sex');
const keyword = z.string().trim().max(80, 'rule.keywordTooLong').optional();
const time = z.coerce.number().int().min(0).max(4102444800);

/** '1，2, 3' → [1, 2, 3]: the §5 multi-id search takes full-width commas too; others are dropped. */
export function parseMemberIds(text: string): number[] {
  const ids = text
    .replace(/，/g, ',')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,10}$/.test(s))
    .map(Number)
    .filter((n) => n > 0 && n <= 2147483647);
  return [...new Set(ids)];
}

const idList = z
  .string()
  .max(2000, 'rule.tooLong2000')
  .transform(parseMemberIds)
  .refine((ids) => ids.length <= 200, 'rule.memberIds');

/** §3 Member, as the member picker shows it (mobile masked). */
export const member = z.object({
  member_id: z.number().int(),
  uname: z.string(),
  mobile: z.string(),
  face: z.string(),
  /** 1 male, 0 female */
  sex: z.number().int(),
});
export type Member = z.infer<typeof member>;

/** §7 GET /api/admin/members (empty params omitted). */
export const memberPickerQuery = pageQuery.extend({
  member_ids: idList.optional(),
  sex: sex.optional(),
  keyword,
});
export type MemberPickerQuery = z.infer<typeof memberPickerQuery>;

/** §7 GET /api/admin/members/{ids}/list */
export const memberIdsParams = z.object({
  ids: idList.refine((ids) => ids.length > 0, 'rule.memberIds'),
});

export const memberIdParams = z.object({ member_id: id });

/** GET /api/seller/members and …/export (the recycle list takes keyword and page only). */
export const memberListQuery = pageQuery.extend({
  /** User name, real name or mobile (a mobile matches whole). */
  keyword,
  mobile: z.string().trim().max(20, 'rule.mobile').optional(),
  sex: sex.optional(),
  /** Registration time, unix seconds, both ends inclusive. */
  start_time: time.optional(),
  end_time: time.optional(),
  tag_id: id.optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;

export const memberTag = z.object({ tag_id: z.number().int(), name: z.string() });
export type MemberTag = z.infer<typeof memberTag>;

export const memberRow = z.object({
  member_id: z.number().int(),
  uname: z.string(),
  real_name: z.string(),
  /** Masked (§5): the full number only through GET …/{member_id}/mobile. */
  mobile: z.string(),
  sex: z.number().int(),
  face: z.string(),
  source: z.string(),
  status: z.enum(MEMBER_STATUSES),
  disabled: z.number().int(),
  remark: z.string(),
  create_time: z.number().int(),
  /** Orders not cancelled: their count and amount (yuan); the newest order's time of any. */
  order_count: z.number().int(),
  order_amount: z.number(),
  last_order_time: z.number().int().nullable(),
  points: z.number().int(),
  tags: z.array(memberTag),
  removed_time: z.number().int().nullable(),
  removed_by: z.string(),
  /** What the caller may do now (state machine and permissions). */
  allowed_actions: z.array(z.enum(MEMBER_ACTIONS)),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberAddress = z.object({
  address_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  region_names: z.string(),
  address: z.string(),
  is_default: z.number().int(),
});
export type MemberAddress = z.infer<typeof memberAddress>;

export const memberDetail = memberRow.extend({
  addresses: z.array(memberAddress),
  /** The caller may reveal the full mobile (founder or `member-mobile`). */
  can_view_mobile: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetail>;

export const memberMobile = z.object({ mobile: z.string() });

export const memberRemarkBody = z.object({
  remark: z.string({ error: 'rule.required' }).max(500, 'rule.tooLong500'),
});
/** PUT /api/seller/members/{member_id}: staff correct the real name (restricted drugs) and sex. */
export const memberProfileBody = z.object({
  real_name: z.string({ error: 'rule.required' }).trim().max(50, 'rule.tooLong50'),
  sex: z.number({ error: 'rule.sex' }).int().min(0, 'rule.sex').max(1, 'rule.sex'),
});
export type MemberProfileBody = z.infer<typeof memberProfileBody>;
export const memberTagsBody = z.object({
  tag_ids: z.array(id).max(20, 'rule.memberTags'),
});
export const memberTagBody = z.object({
  name: z
    .string({ error: 'rule.required' })
    .trim()
    .min(1, 'rule.memberTagName')
    .max(10, 'rule.memberTagName'),
});
export const memberTagCreated = z.object({ tag_id: z.number().int() });

export const memberCase = z.object({
  service_sn: z.string(),
  order_sn: z.string(),
  service_type: z.string(),
  status: z.string(),
  goods_names: z.string(),
  requested_amount: z.number(),
  create_time: z.number().int(),
});
export type MemberCase = z.infer<typeof memberCase>;

export const memberPrescription = z.object({
  order_sn: z.string(),
  hospital_name: z.string(),
  doctor_name: z.string(),
  use_person_name: z.string(),
  diagnosis: z.string(),
  /** 3 awaiting audit, 1 approved, 2 rejected */
  state: z.number().int(),
  audit_pharmacist_name: z.string(),
  create_time: z.number().int(),
});
export type MemberPrescription = z.infer<typeof memberPrescription>;

export const memberPoints = z.object({
  change: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  create_time: z.number().int(),
});
export type MemberPoints = z.infer<typeof memberPoints>;

/** POST /api/open/members: registration by the storefront. */
export const registerMemberBody = z.object({
  uname: z.string({ error: 'rule.required' }).trim().min(1, 'rule.required').max(50, 'rule.tooLong50'),
  mobile: z.string({ error: 'rule.required' }).trim().refine(isMobile, 'rule.mobile'),
  sex: z.number({ error: 'rule.sex' }).int().min(0, 'rule.sex').max(1, 'rule.sex'),
  real_name: z.string().trim().max(50, 'rule.tooLong50').default(''),
  face: z.string().trim().max(500, 'rule.tooLong500').default(''),
});
export type RegisterMemberBody = z.infer<typeof registerMemberBody>;
export const memberRegistered = z.object({ member_id: z.number().int() });
/** 409: the mobile is already a member of the shop. */
export const memberExists = z.object({
  code: z.string(),
  message: z.string(),
  member_id: z.number().int(),
});
