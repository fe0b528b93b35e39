import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { providerLabel, rxStateLabel } from '../lib/labels.ts';
import './paper-prescription.css';

interface Props {
  detail: PrescriptionDetail;
}

/** The prescription laid out as a paper prescription (处方笺): the hospital's heading, patient,
 * diagnosis, Rp with the drugs and their use, the doctor, and the auditing pharmacist's name,
 * signature and audit time. Drawn for the screen and for print alike. */
export function PaperPrescription({ detail }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const p = detail.prescription;
  // The decision in force is the latest one (records are append-only).
  const audit = detail.audits.at(-1);
  return (
    <article className="rx-paper" data-testid="rx-paper" aria-label={t('prescription.paper.title')}>
      <header className="rx-paper__head">
        <div className="rx-paper__hospital">
          {p.hospital_name || providerLabel(p.hospital_service_provider, lang)}
        </div>
        <h1 className="rx-paper__title">{t('prescription.paper.title')}</h1>
        <div className="rx-paper__meta">
          <span>
            {t('prescription.paper.rxno')}：{p.inquiry_rxno}
          </span>
          <span>
            {t('prescription.paper.date')}：{unixToDateString(p.inquiry_create_time, 'yyyy-MM-dd')}
          </span>
        </div>
      </header>
      <section className="rx-paper__patient">
        <span>
          {t('prescription.paper.name')}：<b>{p.use_person_name}</b>
        </span>
        <span>
          {t('prescription.paper.sex')}：
          {p.use_person_sex === 1 ? t('prescription.audit.male') : t('prescription.audit.female')}
        </span>
        <span>
          {t('prescription.paper.age')}：{t('prescription.audit.age', { age: p.use_person_age })}
        </span>
        <span>
          {t('prescription.paper.idCard')}：{p.use_person_id_card || '—'}
        </span>
        <span className="rx-paper__wide">
          {t('prescription.paper.diagnosis')}：{p.diagnosis}
        </span>
        <span className="rx-paper__wide">
          {t('prescription.paper.order')}：{detail.order.sn}
        </span>
      </section>
      <section className="rx-paper__body">
        <div className="rx-paper__rp">Rp.</div>
        <ol className="rx-paper__drugs">
          {p.drugs.map((drug) => (
            <li key={drug.id}>
              <div className="rx-paper__drug">
                <span>
                  {drug.drug_name} {drug.specs}
                </span>
                <span>
                  × {drug.quantity}
                  {drug.unit}
                </span>
              </div>
              <div className="rx-paper__dosage">Sig. {drug.dosage}</div>
            </li>
          ))}
        </ol>
      </section>
      <footer className="rx-paper__foot">
        <div>
          {t('prescription.paper.doctor')}：{p.doctor_name}
          {p.inquiry_doctor_name && p.inquiry_doctor_name !== p.doctor_name
            ? `（${p.inquiry_doctor_name}）`
            : ''}
        </div>
        <div className="rx-paper__pharmacist">
          <div>
            {t('prescription.paper.pharmacist')}：
            <span data-testid="rx-paper-pharmacist">
              {audit?.pharmacist_name ?? p.audit_pharmacist_name ?? ''}
            </span>
          </div>
          {audit?.signature ? (
            <img
              className="rx-paper__signature"
              src={audit.signature}
              alt={t('prescription.history.signature', { name: audit.pharmacist_name })}
              data-testid="rx-paper-signature"
            />
          ) : (
            <div className="rx-paper__signature rx-paper__signature--blank" />
          )}
          <div>
            {t('prescription.paper.auditTime')}：
            <span data-testid="rx-paper-audit-time">{audit ? unixToDateString(audit.audit_time) : '—'}</span>
          </div>
          <div className="rx-paper__state">
            {t('prescription.paper.result')}：{rxStateLabel(p.state, lang)}
          </div>
        </div>
      </footer>
    </article>
  );
}
