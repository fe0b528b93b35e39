import type { AfterSaleDetail, Logistics } from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function Parcel({ title, parcel, testId }: { title: string; parcel: Logistics; testId: string }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      title={title}
      column={1}
      size="small"
      data-testid={testId}
      items={
        parcel.ship_time === null
          ? [
              {
                key: 'none',
                label: t('after-sale.logistics.status'),
                children: (
                  <Typography.Text type="secondary">{t('after-sale.logistics.none')}</Typography.Text>
                ),
              },
            ]
          : [
              {
                key: 'express',
                label: t('after-sale.logistics.express'),
                children: parcel.express_name || parcel.express_code,
              },
              { key: 'waybill', label: t('after-sale.logistics.waybill'), children: parcel.waybill_no },
              {
                key: 'time',
                label: t('after-sale.logistics.time'),
                children: unixToDateString(parcel.ship_time),
              },
            ]
      }
    />
  );
}

/** The parcels of a case: the buyer's return (return / exchange), the replacement the shop sent
 * (exchange / re-send). Types that move no goods show nothing. */
export function CaseLogistics({ detail }: { detail: AfterSaleDetail }) {
  const { t } = useTranslation();
  const returns = detail.service_type === 'RETURN_GOODS' || detail.service_type === 'CHANGE_GOODS';
  const reships = detail.service_type === 'CHANGE_GOODS' || detail.service_type === 'SUPPLY_AGAIN';
  if (!returns && !reships) return null;
  return (
    <Card title={t('after-sale.detail.logistics')} size="small">
      {returns && (
        <Parcel
          title={t('after-sale.logistics.return')}
          parcel={detail.return_logistics}
          testId="case-return"
        />
      )}
      {reships && (
        <Parcel
          title={t('after-sale.logistics.reship')}
          parcel={detail.reship_logistics}
          testId="case-reship"
        />
      )}
    </Card>
  );
}
