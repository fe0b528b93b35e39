import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { providerLabel, voucherLabel } from '../../lib/labels.ts';

interface Props {
  prescription: PrescriptionDetail['prescription'];
}

/** Who the prescription is for and where it comes from: patient, diagnosis, doctor, hospital. */
export function PatientSection({ prescription: p }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = [
    { key: 'name', label: t('prescription.audit.patient'), children: p.use_person_name },
    {
      key: 'sexAge',
      label: t('prescription.audit.sexAge'),
      children: `${p.use_person_sex === 1 ? t('prescription.audit.male') : t('prescription.audit.female')} / ${t('prescription.audit.age', { age: p.use_person_age })}`,
    },
    { key: 'idCard', label: t('prescription.audit.idCard'), children: p.use_person_id_card || '—' },
    { key: 'mobile', label: t('prescription.audit.mobile'), children: p.use_person_mobile || '—' },
    {
      key: 'diagnosis',
      label: t('prescription.audit.diagnosis'),
      span: 2,
      children: <strong data-testid="rx-diagnosis">{p.diagnosis}</strong>,
    },
    { key: 'rxno', label: t('prescription.columns.rxno'), children: p.inquiry_rxno },
    {
      key: 'inquiryTime',
      label: t('prescription.audit.inquiryTime'),
      children: unixToDateString(p.inquiry_create_time),
    },
    {
      key: 'hospital',
      label: t('prescription.columns.hospital'),
      children: p.hospital_name || providerLabel(p.hospital_service_provider, lang),
    },
    { key: 'doctor', label: t('prescription.columns.doctor'), children: p.doctor_name },
    {
      key: 'inquiryDoctor',
      label: t('prescription.audit.inquiryDoctor'),
      children: p.inquiry_doctor_name || '—',
    },
    {
      key: 'voucher',
      label: t('prescription.columns.voucher'),
      children: voucherLabel(p.is_upload_voucher, lang),
    },
  ];
  return (
    <Card size="small" title={t('prescription.audit.patientTitle')}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} />
    </Card>
  );
}
