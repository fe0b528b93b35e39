import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { usePrescriptionDetail } from '../api/get-prescription-detail.ts';
import { PaperPrescription } from '../components/paper-prescription.tsx';
import { detailHref, PRESCRIPTION_LIST_PATH } from '../lib/links.ts';

/** /prescription/prescriptionOrder/prescriptionSeeModel/:sn — the prescription as paper, with
 * the pharmacist's name, signature and audit time; printable. */
export function PrescriptionSeeModelPage() {
  const { t } = useTranslation();
  const { sn = '' } = useParams();
  const detail = usePrescriptionDetail(sn);

  return (
    <DetailScreen
      query={detail}
      rows={10}
      labels={detailLabels(t, 'prescription.audit', { retry: null })}
      backTo={PRESCRIPTION_LIST_PATH}
    >
      {(data) => {
        return (
          <Card>
            <Space style={{ marginBottom: 16 }}>
              <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
                {t('prescription.paper.print')}
              </Button>
              <Link to={detailHref(sn)}>{t('prescription.actions.view')}</Link>
            </Space>
            <PaperPrescription detail={data} />
          </Card>
        );
      }}
    </DetailScreen>
  );
}
