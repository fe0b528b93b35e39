import type { AfterSaleDetail } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { Card, Descriptions, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { approvalTakesAmount } from '../../lib/case-actions.ts';
import { serviceReasonLabel } from '../../lib/labels.ts';

/** What the buyer asked for and why, the amounts, the buyer's evidence photos, and the shop's
 * remarks and reasons so far. */
export function CaseInfo({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = approvalTakesAmount(detail.service_type);
  const items = [
    {
      key: 'reason',
      label: t('after-sale.detail.reason'),
      children: serviceReasonLabel(detail.reason, lang),
    },
    {
      key: 'apply',
      label: t('after-sale.detail.applyTime'),
      children: unixToDateString(detail.apply_time),
    },
    {
      key: 'buyer',
      label: t('after-sale.detail.buyer'),
      children: `${detail.buyer_name} ${detail.buyer_mobile}`,
    },
    ...(money
      ? [
          {
            key: 'requested',
            label: t('after-sale.detail.requested'),
            children: <span data-testid="case-requested">{formatYuan(detail.requested_amount)}</span>,
          },
          {
            key: 'approved',
            label: t('after-sale.detail.approved'),
            children: (
              <span data-testid="case-approved">
                {detail.approved_amount === null ? '—' : formatYuan(detail.approved_amount)}
              </span>
            ),
          },
          {
            key: 'refundable',
            label: t('after-sale.detail.refundable'),
            children: <span data-testid="case-refundable">{formatYuan(detail.refundable_amount)}</span>,
          },
        ]
      : []),
    {
      key: 'description',
      label: t('after-sale.detail.description'),
      span: 'filled' as const,
      children: detail.description ? (
        <span className="rx-after-sale__pre">{detail.description}</span>
      ) : (
        <Typography.Text type="secondary">{t('after-sale.detail.none')}</Typography.Text>
      ),
    },
    ...(detail.seller_remark
      ? [{ key: 'remark', label: t('after-sale.detail.sellerRemark'), children: detail.seller_remark }]
      : []),
    ...(detail.refuse_reason
      ? [{ key: 'refuse', label: t('after-sale.detail.refuseReason'), children: detail.refuse_reason }]
      : []),
    ...(detail.close_reason
      ? [{ key: 'close', label: t('after-sale.detail.closeReason'), children: detail.close_reason }]
      : []),
  ];
  return (
    <Card title={t('after-sale.detail.case')} size="small" data-testid="case-info">
      <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
      <Typography.Title level={5}>{t('after-sale.detail.images')}</Typography.Title>
      {detail.images.length > 0 ? (
        <Image.PreviewGroup>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="case-images">
            {detail.images.map((src, index) => (
              <Image
                key={src}
                src={src}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
                alt={t('after-sale.detail.imageAlt', { n: index + 1 })}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">{t('after-sale.detail.noImages')}</Typography.Text>
      )}
    </Card>
  );
}
