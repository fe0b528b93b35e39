import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { Card, Empty, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  prescription: PrescriptionDetail['prescription'];
}

/** The prescription images (and the follow-up voucher), each opening a preview with zoom and
 * rotation so the pharmacist can read the doctor's hand. */
export function PrescriptionImages({ prescription }: Props) {
  const { t } = useTranslation();
  const images = prescription.images;
  const voucher = prescription.voucher_image;
  return (
    <Card size="small" title={t('prescription.audit.images')}>
      {images.length === 0 && !voucher ? (
        <Empty description={t('prescription.audit.noImages')} />
      ) : (
        <Image.PreviewGroup>
          <Space wrap size={12}>
            {images.map((src, index) => (
              <Image
                key={src}
                src={src}
                width={160}
                height={200}
                style={{ objectFit: 'contain', background: '#fafafa' }}
                alt={t('prescription.audit.imageAlt', { index: index + 1 })}
              />
            ))}
            {voucher && (
              <div>
                <Image
                  src={voucher}
                  width={160}
                  height={200}
                  style={{ objectFit: 'contain', background: '#fafafa' }}
                  alt={t('prescription.audit.voucher')}
                />
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('prescription.audit.voucher')}
                </Typography.Text>
              </div>
            )}
          </Space>
        </Image.PreviewGroup>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('prescription.audit.zoomHint')}
      </Typography.Paragraph>
    </Card>
  );
}
