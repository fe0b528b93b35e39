import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { httpStatusOf } from '../../../shared/http/error-message.ts';
import { usePrescriptionDetail } from '../api/get-prescription-detail.ts';
import { PaperPrescription } from '../components/paper-prescription.tsx';
import { detailHref, PRESCRIPTION_LIST_PATH } from '../lib/links.ts';

/** /prescription/prescriptionOrder/prescriptionSeeModel/:sn — the prescription as paper, with
 * the pharmacist's name, signature and audit time; printable. */
export function PrescriptionSeeModelPage() {
  const { t } = useTranslation();
  const { sn = '' } = useParams();
  const navigate = useNavigate();
  const detail = usePrescriptionDetail(sn);

  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (detail.isError) {
    const missing = httpStatusOf(detail.error) === 404;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('prescription.audit.notFound') : t('prescription.audit.loadFailed')}
        extra={
          <Button onClick={() => void navigate(PRESCRIPTION_LIST_PATH)}>
            {t('prescription.audit.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Card>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('prescription.paper.print')}
        </Button>
        <Link to={detailHref(sn)}>{t('prescription.actions.view')}</Link>
      </Space>
      <PaperPrescription detail={detail.data} />
    </Card>
  );
}
