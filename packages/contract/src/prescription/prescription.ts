import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { isMobile, isNationalId } from '../rules/rules.ts';

/**
 * Prescription orders and the pharmacist's audit (issue 7; SPEC §2, §3, §4, §7, §9).
 * China's online drug-sale rules (SAMR Order No. 58 of 2022, arts. 8–10) make the compliant path
 * the only one: a real prescription and a real-name patient come with the order, nothing ships
 * before a pharmacist approved it, and every audit decision is kept, append-only.
 */

/** Prescription state (§3 "state (3 means awaiting audit)"). The audit call's second path value
 * (b) is the state the decision leads to: 1 approve, 2 reject. */
export const RX_STATE = { APPROVED: 1, REJECTED: 2, AWAITING: 3 } as const;
export type RxState = (typeof RX_STATE)[keyof typeof RX_STATE];
export const RX_STATE_LABELS: Record<RxState, { zh: string; en: string }> = {
  1: { zh: '审核通过', en: 'Approved' },
  2: { zh: '审核驳回', en: 'Rejected' },
  3: { zh: '待审核', en: 'Awaiting audit' },
};
const rxState = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Review problem codes a rejection names (what the pharmacist checks: patient, drugs, dosage,
 * incompatibility, fitness for the diagnosis — art. 9; 《医疗机构处方审核规范》). */
export const REVIEW_PROBLEM_CODES = [
  'PATIENT_INFO',
  'PRESCRIPTION_INCOMPLETE',
  'PRESCRIPTION_EXPIRED',
  'DOCTOR_SIGNATURE',
  'IMAGE_UNCLEAR',
  'DIAGNOSIS_MISMATCH',
  'DRUG_SELECTION',
  'DOSAGE',
  'ROUTE_OR_FORM',
  'DUPLICATE_THERAPY',
  'INCOMPATIBILITY',
  'CONTRAINDICATION',
  'QUANTITY_EXCEEDED',
  'OTHER',
] as const;
export type ReviewProblemCode = (typeof REVIEW_PROBLEM_CODES)[number];
export const REVIEW_PROBLEM_LABELS: Record<ReviewProblemCode, { zh: string; en: string }> = {
  PATIENT_INFO: { zh: '患者信息不全或不符', en: 'Patient details missing or inconsistent' },
  PRESCRIPTION_INCOMPLETE: { zh: '处方内容不规范或不完整', en: 'Prescription incomplete or irregular' },
  PRESCRIPTION_EXPIRED: { zh: '处方已超过有效期', en: 'Prescription has expired' },
  DOCTOR_SIGNATURE: { zh: '医师签名或资质不符', en: 'Doctor signature or qualification invalid' },
  IMAGE_UNCLEAR: { zh: '处方图片不清晰', en: 'Prescription image unreadable' },
  DIAGNOSIS_MISMATCH: { zh: '用药与临床诊断不相符', en: 'Drugs do not fit the diagnosis' },
  DRUG_SELECTION: { zh: '遴选药品不适宜', en: 'Inappropriate drug selection' },
  DOSAGE: { zh: '用法、用量不适宜', en: 'Inappropriate dosage or frequency' },
  ROUTE_OR_FORM: { zh: '剂型或给药途径不适宜', en: 'Inappropriate dosage form or route' },
  DUPLICATE_THERAPY: { zh: '重复给药', en: 'Duplicate therapy' },
  INCOMPATIBILITY: { zh: '配伍禁忌或不良相互作用', en: 'Incompatibility or adverse interaction' },
  CONTRAINDICATION: { zh: '有用药禁忌（年龄、妊娠等）', en: 'Contraindicated (age, pregnancy …)' },
  QUANTITY_EXCEEDED: { zh: '药品数量超出处方用量', en: 'Quantity exceeds the prescription' },
  OTHER: { zh: '其他问题', en: 'Other' },
};

/** §3 hospital_service_provider: 0 none, 1 a named internet-hospital provider. */
export const HOSPITAL_SERVICE_PROVIDER_LABELS = {
  0: { zh: '无', en: 'None' },
  1: { zh: '互联网医院', en: 'Internet hospital' },
} as const;
/** §3 is_upload_voucher: 0 lost or not at hand, 1 uploaded a follow-up (复诊) voucher. */
export const UPLOAD_VOUCHER_LABELS = {
  0: { zh: '凭证遗失或不在身边', en: 'Voucher lost or not at hand' },
  1: { zh: '已上传复诊凭证', en: 'Follow-up voucher uploaded' },
} as const;

/** wechatMsg `type`: which template message reminds the buyer. */
export const WECHAT_MSG_TYPES = { MEDICATION: 1, VOUCHER: 2 } as const;
export const WECHAT_MSG_TYPE_LABELS = {
  1: { zh: '用药提醒', en: 'Medication reminder' },
  2: { zh: '上传复诊凭证提醒', en: 'Upload follow-up voucher reminder' },
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
const yuan = z.number();
const unix = z.number().int();

/* ---------------------------------------------------------------- list */

/** GET /api/seller/prescription/prescriptionOrder and …/export (same filters). */
export const prescriptionListQuery = pageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2 || v === 3, 'rule.rxState')
    .optional(),
  /** Order time range, unix seconds, both inclusive. */
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  /** Matches order sn, patient name or prescription number (substring). */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** Auditing pharmacist (user id). */
  pharmacist_id: z.coerce.number().int().positive().optional(),
  /** 1: only awaiting audit past the overdue limit. */
  overdue: z.coerce.number().int().min(0).max(1).optional(),
});
export type PrescriptionListQuery = z.infer<typeof prescriptionListQuery>;

/** One goods line as order_goods_json carries it (§3: "JSON list with common_name"). */
export const rxOrderGoods = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  common_name: z.string(),
  specs: z.string(),
  num: z.number().int(),
});

/** §3 "Overdue prescription order": every field named there, and the §2 dialog's extra columns
 * (last reminder time, auditing pharmacist, audit duration). The list rows use the same shape. */
export const prescriptionOrderRow = z.object({
  sn: z.string(),
  create_time: unix,
  pay_money: yuan,
  medical_remind_time: unix.nullable(),
  last_remind_time: unix.nullable(),
  use_person_name: z.string(),
  order_goods_json: z.string(),
  /** order_goods_json parsed, for convenience. */
  order_goods: z.array(rxOrderGoods),
  seller_name: z.string(),
  inquiry_doctor_name: z.string(),
  inquiry_rxno: z.string(),
  hospital_service_provider: flag,
  hospital_name: z.string(),
  doctor_name: z.string(),
  inquiry_create_time: unix,
  audit_time: unix.nullable(),
  audit_pharmacist_name: z.string(),
  audit_duration: z.number().int().nullable(),
  state: rxState,
  state_text: z.string(),
  is_upload_voucher: flag,
  payment_type: z.string(),
  payment_type_text: z.string(),
  order_source: z.string(),
  client_type_text: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  service_status: z.string(),
  /** 1 when awaiting audit longer than PRESCRIPTION_OVERDUE_MINUTES. */
  is_overdue: flag,
  /** Whether the caller may audit it right now (the §4 rule, computed by the server). */
  can_audit: flag,
});
export type PrescriptionOrderRow = z.infer<typeof prescriptionOrderRow>;

/* -------------------------------------------------------------- detail */

export const prescriptionDrug = z.object({
  id: z.number().int(),
  goods_id: z.number().int().nullable(),
  drug_name: z.string(),
  specs: z.string(),
  /** e.g. "口服，一次 1 片，一日 3 次" */
  dosage: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
});

/** One audit decision (append-only: never edited, never deleted). */
export const auditRecord = z.object({
  id: z.number().int(),
  result: z.union([z.literal(1), z.literal(2)]),
  result_text: z.string(),
  pharmacist_id: z.number().int(),
  pharmacist_name: z.string(),
  reject_codes: z.array(z.enum(REVIEW_PROBLEM_CODES)),
  reject_reason: z.string(),
  /** PNG data URL from the §2 signature widget. */
  signature: z.string(),
  audit_time: unix,
  /** Minutes from the prescription's arrival to this decision. */
  audit_duration: z.number().int(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const prescriptionDetail = z.object({
  prescription: z.object({
    id: z.number().int(),
    inquiry_rxno: z.string(),
    hospital_service_provider: flag,
    hospital_name: z.string(),
    inquiry_doctor_name: z.string(),
    doctor_name: z.string(),
    use_person_name: z.string(),
    use_person_age: z.number().int(),
    /** 1 male, 0 female (§3 member sex). */
    use_person_sex: flag,
    /** Masked: first 6 and last 4 characters. */
    use_person_id_card: z.string(),
    use_person_mobile: z.string(),
    diagnosis: z.string(),
    images: z.array(z.string()),
    is_upload_voucher: flag,
    voucher_image: z.string(),
    inquiry_create_time: unix,
    medical_remind_time: unix.nullable(),
    last_remind_time: unix.nullable(),
    state: rxState,
    state_text: z.string(),
    audit_time: unix.nullable(),
    audit_pharmacist_name: z.string(),
    audit_duration: z.number().int().nullable(),
    create_time: unix,
    is_overdue: flag,
    drugs: z.array(prescriptionDrug),
  }),
  order: z.object({
    sn: z.string(),
    status: z.enum(ORDER_STATUSES),
    service_status: z.string(),
    rx_status: z.string(),
    pay_money: yuan,
    order_price: yuan,
    payment_type: z.string(),
    payment_type_text: z.string(),
    order_source: z.string(),
    client_type_text: z.string(),
    consignee_name: z.string(),
    consignee_mobile: z.string(),
    create_time: unix,
    items: z.array(
      z.object({
        goods_id: z.number().int(),
        goods_code: z.string(),
        goods_name: z.string(),
        common_name: z.string(),
        specs: z.string(),
        is_prescription: z.number().int(),
        price: yuan,
        num: z.number().int(),
        subtotal: yuan,
      }),
    ),
  }),
  audits: z.array(auditRecord),
  /** The §4 rule for the caller, now: 1 when the audit button may show. */
  can_audit: flag,
  /** Why not, when can_audit is 0 (a message key of API_MESSAGES), else ''. */
  cannot_audit_reason: z.string(),
  /** The same, as the caller reads it (Accept-Language), with its parameters filled in. */
  cannot_audit_message: z.string(),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetail>;

/* --------------------------------------------------------------- audit */

/** Largest signature data URL accepted (a 800×300 PNG line drawing is well under this). */
export const SIGNATURE_MAX_LENGTH = 500_000;

/** PUT /api/seller/prescription/prescriptionOrder/audit/{a}/{b} — a = order sn, b = 1 approve /
 * 2 reject. Body (JSON or form): the audit password digest, the signature, and for a rejection at
 * least one problem code (OTHER needs the free text). */
export const auditBody = z.object({
  /** Lowercase hex MD5 of the audit password, like every password on the wire. */
  audit_password: z.string().regex(/^[0-9a-f]{32}$/, 'rule.passwordDigest'),
  signature: z
    .string()
    .max(SIGNATURE_MAX_LENGTH, 'rule.signature')
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'rule.signature'),
  reject_codes: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.enum(REVIEW_PROBLEM_CODES, { error: 'rule.rejectCode' })).max(REVIEW_PROBLEM_CODES.length),
    )
    .default([]),
  reject_reason: z.string().trim().max(500, 'rule.rejectReasonTooLong').default(''),
});
export type AuditBody = z.infer<typeof auditBody>;
export const auditParams = z.object({
  a: z.string().min(1).max(40),
  b: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'rule.auditResult'),
});
export const auditResult = z.object({
  sn: z.string(),
  state: rxState,
  order_status: z.enum(ORDER_STATUSES),
  rx_status: z.string(),
  audit: auditRecord,
  /** Rejection only: the refund that was recorded (paid orders), else null. */
  refund_sn: z.string().nullable(),
});

/* ------------------------------------------------------ overdue watch */

/** GET …/prescriptionOrder/behindOrder — the §2 overdue dialog (paged; rows as prescriptionOrderRow). */
export const behindOrderQuery = pageQuery;

/** GET …/prescriptionOrder/behindOrder/check — whether the 60 s poll (§9) applies to this user. */
export const overdueCheck = z.object({
  enabled: flag,
  /** Why not (message key) when enabled is 0, else ''. */
  reason: z.string(),
  overdue_minutes: z.number().int(),
  poll_interval_ms: z.number().int(),
  notice_duration_ms: z.number().int(),
  /** How many are overdue now (0 when not enabled). */
  overdue_count: z.number().int(),
});
export type OverdueCheck = z.infer<typeof overdueCheck>;

/** GET …/prescriptionOrder/wechatMsg?sn=&type= */
export const wechatMsgQuery = z.object({
  sn: z.string().min(1).max(40),
  type: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, 'rule.wechatMsgType'),
});
export const wechatMsgResult = z.object({ sn: z.string(), type: z.number().int(), sent_at: unix });

/* --------------------------------------------- intake (open API) part */

/** The prescription a storefront sends with an order holding prescription drugs (art. 9: a
 * genuine prescription and a real-name patient). Part of POST /api/open/orders as `prescription`. */
export const intakePrescription = z.object({
  inquiry_rxno: z.string().trim().min(1, 'rule.required').max(64),
  hospital_service_provider: flag.default(0),
  hospital_name: z.string().trim().max(100).default(''),
  inquiry_doctor_name: z.string().trim().max(50).default(''),
  doctor_name: z.string().trim().min(1, 'rule.required').max(50),
  use_person_name: z.string().trim().min(1, 'rule.required').max(50),
  use_person_age: z.number().int().min(0).max(150),
  use_person_sex: flag,
  use_person_id_card: z.string().trim().refine(isNationalId, 'rule.nationalId'),
  use_person_mobile: z.string().trim().refine(isMobile, 'rule.mobile').optional(),
  diagnosis: z.string().trim().min(1, 'rule.required').max(500),
  drugs: z
    .array(
      z.object({
        goods_code: z.string().max(40).optional(),
        drug_name: z.string().trim().min(1).max(100),
        specs: z.string().trim().max(100).default(''),
        dosage: z.string().trim().min(1, 'rule.required').max(200),
        quantity: z.number().int().min(1).max(999),
        unit: z.string().trim().max(10).default(''),
      }),
    )
    .min(1)
    .max(50),
  /** Image URLs of the prescription; at least one unless a follow-up voucher is uploaded. */
  images: z.array(z.string().trim().min(1).max(500)).max(9).default([]),
  is_upload_voucher: flag.default(0),
  voucher_image: z.string().trim().max(500).default(''),
  inquiry_create_time: z.number().int().min(0),
  medical_remind_time: z.number().int().min(0).optional(),
  /** The buyer's WeChat openid for template-message reminders. */
  wechat_openid: z.string().trim().max(64).optional(),
});
export type IntakePrescription = z.infer<typeof intakePrescription>;

/** Mask a national ID for display: 110105********1234. */
export function maskIdCard(id: string): string {
  if (id.length < 10) return id;
  return `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}

/** GET /api/seller/prescription/prescriptionOrder/export — the list's filters without paging. */
export const prescriptionExportQuery = prescriptionListQuery.omit({ page_no: true, page_size: true });
/** Its answer: the XLSX bytes, streamed (a stream is never serialized, so no shape is checked). */
export const prescriptionExportFile = z.unknown();
/** GET …/prescriptionOrder/pharmacists — the shop's pharmacists for the list filter. */
export const pharmacistOptions = z.array(z.object({ id: z.number().int(), name: z.string() }));
/** The `:sn` of GET …/prescriptionOrder/{sn}. */
export const prescriptionSnParams = z.object({ sn: z.string().min(1).max(32) });
