import { nationalIdCheckChar } from '@rxdesk/contract/rules/rules';
import type { IntakePrescription } from '@rxdesk/contract/prescription/prescription';

/** A valid 18-digit national ID for a birth date (yyyymmdd) and a 3-digit sequence. */
export function nationalId(birth = '19850315', seq = '231', region = '310104'): string {
  const first17 = `${region}${birth}${seq}`;
  return `${first17}${nationalIdCheckChar(first17)}`;
}

/** A plausible internet-hospital prescription naming the given goods. */
export function prescriptionFor(
  goods: { goods_code: string; common_name: string }[],
  rxno: string,
  over: Partial<IntakePrescription> = {},
): IntakePrescription {
  return {
    inquiry_rxno: rxno,
    hospital_service_provider: 1,
    hospital_name: '微医互联网医院',
    inquiry_doctor_name: '周医生',
    doctor_name: '周建国',
    use_person_name: '刘晓梅',
    use_person_age: 41,
    use_person_sex: 0,
    use_person_id_card: nationalId(),
    diagnosis: '高血压病 2 级',
    drugs: goods.map((g) => ({
      goods_code: g.goods_code,
      drug_name: g.common_name,
      specs: '',
      dosage: '口服，一次 1 片，一日 1 次',
      quantity: 3,
      unit: '盒',
    })),
    images: ['/uploads/rx/demo-prescription.jpg'],
    is_upload_voucher: 0,
    voucher_image: '',
    inquiry_create_time: Math.floor(Date.now() / 1000) - 3600,
    ...over,
  };
}

/** Moves a ManualClock forward to the next time the Asia/Shanghai wall clock reads hour:minute. */
export function advanceToShanghai(
  clock: { now(): number; advance(s: number): void },
  hour: number,
  minute = 0,
) {
  const secondsIntoDay = (clock.now() + 8 * 3600) % 86_400;
  let delta = hour * 3600 + minute * 60 - secondsIntoDay;
  if (delta <= 0) delta += 86_400;
  clock.advance(delta);
}

/** A minimal valid PNG (1×1) as the signature widget would send it. */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
