import { translateMessage } from '@rxdesk/contract/common/locale';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Alert, Card, Col, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { orderDetailHref } from '../../../shared/orders/order-links.ts';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { usePharmacistMethod } from '../api/get-pharmacist-method.ts';
import { usePrescriptionDetail } from '../api/get-prescription-detail.ts';
import { AuditHistory } from '../components/audit/audit-history.tsx';
import { AuditPanel } from '../components/audit/audit-panel.tsx';
import { DrugsSection } from '../components/audit/drugs-section.tsx';
import { PatientSection } from '../components/audit/patient-section.tsx';
import { PrescriptionImages } from '../components/audit/prescription-images.tsx';
import { OverdueTag, RxStateTag } from '../components/rx-state-tag.tsx';
import { hasMismatch, matchDrugs } from '../lib/drug-match.ts';
import { orderStatusLabel } from '../lib/labels.ts';
import { PRESCRIPTION_LIST_PATH, seeModelHref } from '../lib/links.ts';
import '../components/prescriptions.css';
import './prescription-audit-page.css';

type Mode = 'audit' | 'detail';

/** /prescription/prescriptionOrder/pharmacistAudit/:sn and …/detail/:sn — one page: images,
 * patient, diagnosis, drugs against the order lines, the audit history; in audit mode also the
 * audit panel, shown only when the server's §4 rule allows it for this user now. */
function PrescriptionPage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { sn = '' } = useParams();
  const can = useHasPermission();
  const detail = usePrescriptionDetail(sn);
  const reason = detail.data?.cannot_audit_reason ?? '';
  // The off-duty message names the pharmacist's hours.
  const method = usePharmacistMethod(mode === 'audit' && reason === 'error.rx.outsideWorkTime');
  const mismatch = useMemo(
    () =>
      detail.data ? hasMismatch(matchDrugs(detail.data.prescription.drugs, detail.data.order.items)) : false,
    [detail.data],
  );

  return (
    <DetailScreen
      query={detail}
      rows={10}
      labels={detailLabels(t, 'prescription.audit')}
      backTo={PRESCRIPTION_LIST_PATH}
    >
      {(data) => {
        const { prescription, order, audits, can_audit } = data;
        const reasonText = reason
          ? translateMessage(lang, reason, {
              start: method.data?.work_start ?? '',
              end: method.data?.work_end ?? '',
            })
          : '';
        return (
          <div className="rx-audit">
            <Card size="small">
              <div className="rx-audit__head">
                <Space wrap>
                  <Typography.Title level={4} style={{ margin: 0 }}>
                    {mode === 'audit'
                      ? t('prescription.audit.title', { sn })
                      : t('prescription.audit.detailTitle', { sn })}
                  </Typography.Title>
                  <RxStateTag state={prescription.state} />
                  <OverdueTag overdue={prescription.is_overdue} />
                </Space>
                <Space wrap>
                  <Typography.Text type="secondary">
                    {t('prescription.audit.orderLine', {
                      status: orderStatusLabel(order.status, lang),
                      amount: formatYuan(order.pay_money),
                      payment: order.payment_type_text,
                      source: order.client_type_text,
                    })}
                  </Typography.Text>
                  {can('order-list') && (
                    <Link to={orderDetailHref(order.sn)}>{t('prescription.audit.openOrder')}</Link>
                  )}
                  <Link to={seeModelHref(sn)} data-testid="rx-see-model-link">
                    {t('prescription.actions.paper')}
                  </Link>
                </Space>
              </div>
            </Card>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={mode === 'audit' ? 14 : 24} className="rx-audit__column">
                <PrescriptionImages prescription={prescription} />
                <PatientSection prescription={prescription} />
                <DrugsSection detail={data} />
                <AuditHistory audits={audits} />
              </Col>
              {mode === 'audit' && (
                <Col xs={24} xl={10} className="rx-audit__column">
                  {can_audit === 1 ? (
                    <AuditPanel sn={sn} mismatch={mismatch} />
                  ) : (
                    <Alert
                      type={prescription.state === 3 ? 'warning' : 'info'}
                      showIcon
                      data-testid="rx-cannot-audit"
                      title={
                        prescription.state === 3
                          ? t('prescription.audit.cannotAudit')
                          : t('prescription.audit.done')
                      }
                      description={reasonText}
                    />
                  )}
                </Col>
              )}
            </Row>
          </div>
        );
      }}
    </DetailScreen>
  );
}

export function PharmacistAuditPage() {
  return <PrescriptionPage mode="audit" />;
}

export function PrescriptionDetailPage() {
  return <PrescriptionPage mode="detail" />;
}
