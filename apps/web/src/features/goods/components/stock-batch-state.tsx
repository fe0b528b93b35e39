import type { StockBatch } from '@rxdesk/contract/goods/stock';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** A batch's expiry as the lists show it: days left, or how long ago it expired (locked). */
export function daysLeftText(t: TFunction, batch: Pick<StockBatch, 'days_to_expiry'>): string {
  if (batch.days_to_expiry === null) return t('goods.stock.expiry.unknownExpiry');
  return batch.days_to_expiry < 0
    ? t('goods.stock.expiry.expiredDays', { days: -batch.days_to_expiry })
    : t('goods.stock.expiry.daysLeft', { days: batch.days_to_expiry });
}

/** Red for an expired batch (never sold), orange for one near expiry, nothing otherwise. */
export function BatchStateTag({
  t,
  batch,
}: {
  t: TFunction;
  batch: Pick<StockBatch, 'expired' | 'near_expiry'>;
}) {
  if (batch.expired === 1) return <Tag color="red">{t('goods.stock.expiry.expiredTag')}</Tag>;
  if (batch.near_expiry === 1) return <Tag color="orange">{t('goods.stock.expiry.nearTag')}</Tag>;
  return null;
}
