import type { Locale } from '@rxdesk/contract/common/locale';
import {
  maskIdCard,
  type PrescriptionDetail,
  type RxState,
} from '@rxdesk/contract/prescription/prescription';
import type { PrescriptionRepository } from './prescription.repository.ts';
import { parseJsonArray, stateText, toAuditRecord } from './prescription-mappers.ts';

type RecordView = Omit<PrescriptionDetail['prescription'], 'is_overdue'>;

/** The prescription of one order with its drugs and every audit decision, as the pharmacist's
 * audit page and the order detail show it; null when the order has none. The patient's national
 * ID is masked: the screens never need it whole. */
export async function loadPrescriptionRecord(
  repo: PrescriptionRepository,
  shopId: number,
  orderId: number,
  locale: Locale,
): Promise<{ prescription: RecordView; audits: PrescriptionDetail['audits'] } | null> {
  const record = await repo.recordOf(shopId, orderId);
  if (!record) return null;
  const { p, drugs, audits } = record;
  return {
    prescription: {
      id: p.id,
      inquiry_rxno: p.inquiry_rxno,
      hospital_service_provider: p.hospital_service_provider === 1 ? 1 : 0,
      hospital_name: p.hospital_name,
      inquiry_doctor_name: p.inquiry_doctor_name,
      doctor_name: p.doctor_name,
      use_person_name: p.use_person_name,
      use_person_age: p.use_person_age,
      use_person_sex: p.use_person_sex === 1 ? 1 : 0,
      use_person_id_card: maskIdCard(p.use_person_id_card),
      use_person_mobile: p.use_person_mobile,
      diagnosis: p.diagnosis,
      images: parseJsonArray(p.images),
      is_upload_voucher: p.is_upload_voucher === 1 ? 1 : 0,
      voucher_image: p.voucher_image,
      inquiry_create_time: p.inquiry_create_time,
      medical_remind_time: p.medical_remind_time,
      last_remind_time: p.last_remind_time,
      state: p.state as RxState,
      state_text: stateText(p.state, locale),
      audit_time: p.audit_time,
      audit_pharmacist_name: p.audit_pharmacist_name,
      audit_duration: p.audit_duration,
      create_time: p.created_at,
      drugs: drugs.map((d) => ({
        id: d.id,
        goods_id: d.goods_id,
        drug_name: d.drug_name,
        specs: d.specs,
        dosage: d.dosage,
        quantity: d.quantity,
        unit: d.unit,
      })),
    },
    audits: audits.map((a) => toAuditRecord(a, locale)),
  };
}
