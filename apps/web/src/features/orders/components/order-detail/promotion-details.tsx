import type { OrderPromotion } from '@rxdesk/contract/orders/orders';
import type { PricingGift } from '@rxdesk/contract/promotions/pricing-record';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import { PRICING_KIND_LABELS } from '@rxdesk/contract/promotions/pricing-record';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KIND_COLORS: Record<string, string> = {
  MINUS: 'volcano',
  HALF_PRICE: 'orange',
  SECKILL: 'red',
  GROUPBUY: 'magenta',
  ASSEMBLE: 'purple',
  FULL_DISCOUNT: 'gold',
  COUPON: 'green',
};

/** 便携药盒 ×1 (未发放：库存不足) — what a full-cut tier gave, as the detail lists it. */
function giftText(t: (key: string) => string, g: PricingGift): string {
  const name = g.name || `SKU ${g.sku_id ?? ''}`;
  const state = !g.granted
    ? t(
        g.kind === 'COUPON'
          ? 'orders.promotionDetails.couponNotGranted'
          : 'orders.promotionDetails.notGranted',
      )
    : g.returned
      ? t('orders.promotionDetails.returned')
      : '';
  return `${name} ×${g.num}${state ? ` (${state})` : ''}`;
}

/** 优惠明细: each promotion's total, then each line list → discounts → paid, with the seller's
 * adjustment, and the gifts and coupon a full-cut tier gave (granted or not). The line amounts are the intake's recorded shares, so they add up to the total. */
export function PromotionDetails({ promotion }: { promotion: OrderPromotion }) {
  const { t, i18n } = useTranslation();
  const kindLabel = (kind: keyof typeof PRICING_KIND_LABELS) =>
    PRICING_KIND_LABELS[kind][i18n.language.startsWith('en') ? 'en' : 'zh'];
  if (promotion.promotions.length === 0 && promotion.adjust_price === 0 && promotion.gifts.length === 0)
    return <Typography.Text type="secondary">{t('orders.detail.noPromotions')}</Typography.Text>;
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="order-promotion-details">
      <Descriptions
        column={1}
        size="small"
        items={[
          ...promotion.promotions.map((p) => ({
            key: `${p.kind}-${p.promotion_id}`,
            label: (
              <Space size={4}>
                <Tag color={KIND_COLORS[p.kind]}>{kindLabel(p.kind)}</Tag>
                {p.title}
              </Space>
            ),
            children: `-${formatYuan(p.amount)}`,
          })),
          {
            key: 'discount',
            label: t('orders.promotionDetails.total'),
            children: <strong>-{formatYuan(promotion.discount_price)}</strong>,
          },
          { key: 'adjust', label: t('orders.amounts.adjust'), children: formatYuan(promotion.adjust_price) },
          ...(promotion.points > 0
            ? [{ key: 'points', label: t('orders.promotionDetails.points'), children: promotion.points }]
            : []),
          ...promotion.gifts.map((g, i) => ({
            key: `gift-${i}`,
            label: t(g.kind === 'COUPON' ? 'orders.promotionDetails.coupon' : 'orders.promotionDetails.gift'),
            children: <span data-testid="order-promotion-gift">{giftText(t, g)}</span>,
          })),
        ]}
      />
      {promotion.lines
        .filter((l) => l.discounts.length > 0)
        .map((l) => (
          <div key={l.item_id} className="rx-order-detail__promotion-line">
            <Typography.Text strong>{l.goods_name}</Typography.Text>
            <div>
              {t('orders.promotionDetails.list')} {formatYuan(l.list_amount)}
              {l.discounts.map((d) => (
                <span key={`${d.kind}-${d.promotion_id}`}>
                  {' '}
                  − {d.title} {formatYuan(d.amount)}
                </span>
              ))}
              {' = '}
              <Typography.Text strong>{formatYuan(l.pay_amount)}</Typography.Text>
            </div>
          </div>
        ))}
    </Space>
  );
}
