import type { Generated, Selectable } from 'kysely';

/** Prescription area (migration 0010): prescriptions, their drugs, the pharmacist's audits, buyer notices. Composed into Database by ../schema.ts. */
export interface PrescriptionTables {
  prescriptions: PrescriptionTable;
  prescription_drugs: PrescriptionDrugTable;
  prescription_audits: PrescriptionAuditTable;
  buyer_notices: BuyerNoticeTable;
}

export interface PrescriptionTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  inquiry_rxno: string;
  hospital_service_provider: number;
  hospital_name: string;
  inquiry_doctor_name: string;
  doctor_name: string;
  use_person_name: string;
  use_person_age: number;
  use_person_sex: number;
  use_person_id_card: string;
  use_person_mobile: string;
  diagnosis: string;
  /** JSON array of image URLs */
  images: string;
  is_upload_voucher: number;
  voucher_image: string;
  wechat_openid: string;
  inquiry_create_time: number;
  medical_remind_time: number | null;
  last_remind_time: number | null;
  /** 3 awaiting audit, 1 approved, 2 rejected */
  state: number;
  audit_id: number | null;
  audit_user_id: number | null;
  audit_pharmacist_name: string;
  audit_time: number | null;
  audit_duration: number | null;
  created_at: number;
  updated_at: number;
}

export interface PrescriptionDrugTable {
  id: Generated<number>;
  prescription_id: number;
  goods_id: number | null;
  drug_name: string;
  specs: string;
  dosage: string;
  quantity: number;
  unit: string;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface PrescriptionAuditTable {
  id: Generated<number>;
  shop_id: number;
  prescription_id: number;
  order_id: number;
  result: number;
  pharmacist_id: number;
  pharmacist_name: string;
  /** JSON array of review problem codes */
  reject_codes: string;
  reject_reason: string;
  signature: string;
  audit_time: number;
  audit_duration: number;
  ip: string;
}

export interface BuyerNoticeTable {
  id: Generated<number>;
  shop_id: number;
  order_id: number;
  channel: string;
  /** MEDICATION | VOUCHER | AUDIT_REJECTED */
  kind: string;
  /** SENT | FAILED | NOT_CONFIGURED | NO_RECIPIENT */
  status: string;
  error: string;
  created_at: number;
}

export type Prescription = Selectable<PrescriptionTable>;

export type PrescriptionAudit = Selectable<PrescriptionAuditTable>;
