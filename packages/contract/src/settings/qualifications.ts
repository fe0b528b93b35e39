import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * Shop qualifications (资质管理, SPEC §2 zz-gl, §3, §7 issue 24): the business licence (营业执照,
 * "Yyzz") and the pharmacy's licences, each with number, issuer, validity (a date range, or
 * permanent where the document has no end), scans and the responsible person. Dates are
 * Asia/Shanghai calendar days written YYYY-MM-DD: a licence valid until 2027-01-31 is valid all of
 * that Shanghai day. Every change is kept as an append-only history row with the full record.
 */
export const QUALIFICATION_KINDS = [
  'DRUG_BUSINESS',
  'GSP',
  'INTERNET_DRUG_INFO',
  'MEDICAL_DEVICE',
  'FOOD_BUSINESS',
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];
export const LICENCE_KINDS = ['YYZZ', ...QUALIFICATION_KINDS] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Record<LicenceKind, { zh: string; en: string }> = {
  YYZZ: { zh: '营业执照', en: 'Business licence' },
  DRUG_BUSINESS: { zh: '药品经营许可证', en: 'Drug business licence' },
  GSP: { zh: 'GSP 认证证书', en: 'GSP certificate' },
  INTERNET_DRUG_INFO: {
    zh: '互联网药品信息服务资格证书',
    en: 'Internet drug information service certificate',
  },
  MEDICAL_DEVICE: { zh: '医疗器械经营备案凭证', en: 'Medical device business record' },
  FOOD_BUSINESS: { zh: '食品经营许可证', en: 'Food business licence' },
};

/** Documents issued without an end date (a business licence of 长期 term, a device record). */
export const PERMANENT_KINDS: readonly LicenceKind[] = ['YYZZ', 'MEDICAL_DEVICE'];

/** Expiry tiers (days left in Shanghai days): shown from 180 days, every day from 30. */
export const EXPIRY_WARNING_DAYS = 180;
export const EXPIRY_URGENT_DAYS = 30;
export const LICENCE_STATUSES = ['VALID', 'EXPIRING', 'URGENT', 'EXPIRED', 'NOT_YET_VALID'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_IMAGE_MAX = 6;
/** 统一社会信用代码 (GB 32100-2015): 18 characters, no I, O, S, V, Z. */
export const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(s: string): boolean {
  if (!DATE_PATTERN.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const id = z.coerce.number().int().positive().max(2147483647);
/** {id}: the shop's id (reads and adds) or a record's id (update, delete, history). */
export const qualificationIdParams = z.object({ id });

const text = (max: number) => z.string().trim().max(max, 'rule.qualification.tooLong');
const requiredText = (max: number) =>
  z.string().trim().min(1, 'rule.required').max(max, 'rule.qualification.tooLong');
const date = z.string().trim().regex(DATE_PATTERN, 'rule.qualification.date');
const scan = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S+$/, 'rule.url');
const flag = z.coerce.number().int().min(0).max(1);

/** The fields every licence has; the cross-field rules (dates, permanent) are the server's
 * (service) and the form's, with the messages below. */
const licenceFields = {
  holder_name: requiredText(100),
  number: requiredText(50),
  issuer: requiredText(100),
  legal_person: text(30).default(''),
  quality_officer: text(30).default(''),
  address: text(200).default(''),
  scope: text(1000).default(''),
  valid_from: date,
  /** Empty or absent when permanent. */
  valid_until: z.union([date, z.literal(''), z.null()]).optional(),
  permanent: flag.default(0),
  images: z.array(scan).min(1, 'rule.qualification.imagesRequired').max(LICENCE_IMAGE_MAX, 'rule.fileLimit'),
  remark: text(200).default(''),
};

const YYZZ_EXAMPLE = {
  holder_name: '上海演示大药房有限公司',
  number: '91310115MA1H8XK27Q',
  issuer: '上海市浦东新区市场监督管理局',
  legal_person: '王建国',
  address: '上海市浦东新区张杨路 1000 号',
  scope: '药品零售；医疗器械经营；食品销售',
  valid_from: '2019-03-01',
  valid_until: '',
  permanent: 1,
  images: ['/api/files/0000000000000000000000000000000000000000000000000000000000000000.png'],
};

/** POST addYyzz/{shop id}, updateYyzz/{record id} */
export const yyzzBody = z
  .object({ ...licenceFields, version: z.coerce.number().int().min(1).optional() })
  .meta({ examples: [YYZZ_EXAMPLE] });
export type YyzzBody = z.infer<typeof yyzzBody>;

/** POST addQualifications/{shop id} */
export const qualificationAddBody = z
  .object({ kind: z.enum(QUALIFICATION_KINDS, { error: 'rule.qualification.kind' }), ...licenceFields })
  .meta({
    examples: [
      {
        ...YYZZ_EXAMPLE,
        kind: 'DRUG_BUSINESS',
        number: '沪AA0210001',
        issuer: '上海市药品监督管理局',
        quality_officer: '李芳',
        valid_from: '2023-06-01',
        valid_until: '2028-05-31',
        permanent: 0,
      },
    ],
  });
export type QualificationAddBody = z.infer<typeof qualificationAddBody>;

/** POST updateQualifications/{record id}: the kind stays; `version` (optional) is the one read —
 * a record changed since answers 409. */
export const qualificationUpdateBody = z
  .object({ ...licenceFields, version: z.coerce.number().int().min(1).optional() })
  .meta({ examples: [{ ...YYZZ_EXAMPLE, quality_officer: '李芳', permanent: 1 }] });
export type QualificationUpdateBody = z.infer<typeof qualificationUpdateBody>;

/** GET getQualifications/{shop id} */
export const qualificationListQuery = pageQuery.extend({
  kind: z.enum(QUALIFICATION_KINDS, { error: 'rule.qualification.kind' }).optional(),
});
export type QualificationListQuery = z.infer<typeof qualificationListQuery>;

export const licenceRecord = z.object({
  id: z.number().int(),
  kind: z.enum(LICENCE_KINDS),
  holder_name: z.string(),
  number: z.string(),
  issuer: z.string(),
  legal_person: z.string(),
  quality_officer: z.string(),
  address: z.string(),
  scope: z.string(),
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  permanent: z.number().int(),
  images: z.array(z.string()),
  remark: z.string(),
  version: z.number().int(),
  /** Computed for today (Shanghai). */
  status: z.enum(LICENCE_STATUSES),
  /** Shanghai days until the last valid day (0: today is the last); null when permanent. */
  days_left: z.number().int().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  updated_by: z.string(),
});
export type LicenceRecord = z.infer<typeof licenceRecord>;

/** GET getYyzzByShopId/{shop id}: the business licence, or null when none is recorded. */
export const yyzzAnswer = licenceRecord.nullable();

export const HISTORY_ACTIONS = ['ADD', 'UPDATE', 'DELETE'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
/** GET history/{record id}: every change of one licence, oldest first, each with the record as
 * it was after the change (a delete: as it was when deleted). */
export const licenceHistoryRow = z.object({
  id: z.number().int(),
  action: z.enum(HISTORY_ACTIONS),
  snapshot: licenceRecord.omit({ status: true, days_left: true }),
  actor_name: z.string(),
  created_at: z.number().int(),
});
export type LicenceHistoryRow = z.infer<typeof licenceHistoryRow>;
export const licenceHistory = z.array(licenceHistoryRow);

export const ALERT_LEVELS = ['MISSING', 'EXPIRED', 'URGENT', 'WARNING'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
/** GET expiry-alerts: what the founder is told on the dashboard and the top bar. */
export const expiryAlerts = z.object({
  /** Today in Shanghai (YYYY-MM-DD): the client shows the daily notice once per this day. */
  today: z.string(),
  /** 1: no valid drug business licence — prescription drugs cannot be put on sale. */
  rx_sale_blocked: z.number().int(),
  alerts: z.array(
    z.object({
      id: z.number().int().nullable(),
      kind: z.enum(LICENCE_KINDS),
      number: z.string(),
      valid_until: z.string().nullable(),
      days_left: z.number().int().nullable(),
      level: z.enum(ALERT_LEVELS),
      /** 1: shown every day until renewed (≤ 30 days, expired, or a missing required licence). */
      daily: z.number().int(),
    }),
  ),
});
export type ExpiryAlerts = z.infer<typeof expiryAlerts>;
export type ExpiryAlert = ExpiryAlerts['alerts'][number];
