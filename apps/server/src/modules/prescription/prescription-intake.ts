import type { IntakePrescription } from '@rxdesk/contract/prescription/prescription';
import type { Db } from '../../platform/db/database.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { PrescriptionRepository } from './prescription.repository.ts';

export interface RxLine {
  goodsId: number;
  goodsCode: string;
  goodsName: string;
  commonName: string;
  isPrescription: boolean;
}

/** Art. 9: prescription drugs are sold only against a genuine prescription with a real-name
 * patient. Checks (before any write) that an order with prescription drugs carries one that
 * matches its prescription number, shows the prescription or a follow-up voucher, and names every
 * prescription drug of the order. Dosage, quantity and fitness are the pharmacist's review. */
export function checkPrescription(
  lines: RxLine[],
  rxReference: string | undefined,
  rx: IntakePrescription | undefined,
): IntakePrescription | null {
  if (!lines.some((l) => l.isPrescription)) return null;
  if (!rx) throw invalidField('prescription', 'error.rx.prescriptionRequired');
  if (rx.inquiry_rxno !== rxReference)
    throw invalidField('prescription.inquiry_rxno', 'error.rx.rxnoMismatch');
  const voucher = rx.is_upload_voucher === 1 && rx.voucher_image !== '';
  if (rx.images.length === 0 && !voucher) throw invalidField('prescription.images', 'error.rx.imageRequired');
  for (const l of lines.filter((x) => x.isPrescription)) {
    const named = rx.drugs.some(
      (d) => d.goods_code === l.goodsCode || d.drug_name === l.commonName || d.drug_name === l.goodsName,
    );
    if (!named) throw invalidField('prescription.drugs', 'error.rx.drugNotPrescribed', { name: l.goodsName });
  }
  return rx;
}

/** Inside the order's transaction: the prescription (state 3, awaiting audit) and its drugs. */
export async function recordPrescriptionInTrx(
  repo: PrescriptionRepository,
  trx: Db,
  rx: IntakePrescription,
  lines: RxLine[],
  o: { shopId: number; orderId: number; now: number },
): Promise<void> {
  await repo.insertInTrx(
    trx,
    {
      shop_id: o.shopId,
      order_id: o.orderId,
      inquiry_rxno: rx.inquiry_rxno,
      hospital_service_provider: rx.hospital_service_provider,
      hospital_name: rx.hospital_name,
      inquiry_doctor_name: rx.inquiry_doctor_name,
      doctor_name: rx.doctor_name,
      use_person_name: rx.use_person_name,
      use_person_age: rx.use_person_age,
      use_person_sex: rx.use_person_sex,
      use_person_id_card: rx.use_person_id_card.toUpperCase(),
      use_person_mobile: rx.use_person_mobile ?? '',
      diagnosis: rx.diagnosis,
      images: JSON.stringify(rx.images),
      is_upload_voucher: rx.is_upload_voucher,
      voucher_image: rx.voucher_image,
      wechat_openid: rx.wechat_openid ?? '',
      inquiry_create_time: rx.inquiry_create_time,
      medical_remind_time: rx.medical_remind_time ?? null,
      last_remind_time: null,
      state: 3,
      audit_id: null,
      audit_user_id: null,
      audit_pharmacist_name: '',
      audit_time: null,
      audit_duration: null,
      created_at: o.now,
      updated_at: o.now,
    },
    rx.drugs.map((d) => ({
      goods_id:
        lines.find(
          (l) => l.goodsCode === d.goods_code || l.commonName === d.drug_name || l.goodsName === d.drug_name,
        )?.goodsId ?? null,
      drug_name: d.drug_name,
      specs: d.specs,
      dosage: d.dosage,
      quantity: d.quantity,
      unit: d.unit,
    })),
  );
}
