import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FULL_DISCOUNT_MAX_TIERS } from '@rxdesk/contract/promotions/full-discounts';
import { Button, Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActivityCoupons } from '../coupons/api/get-activity-coupons.ts';
import { useGifts } from '../gifts/api/get-gifts.ts';

export interface TierValues {
  threshold: number | null;
  minus: number | null;
  discount_permille: number | null;
  free_shipping: boolean;
  /** A gift of the gifts list (赠品), taken from its stock by each order reaching the tier. */
  gift_id: number | null;
  /** A coupon of the shop issued to the order's member. */
  coupon_id: number | null;
  points: number | null;
}

export const EMPTY_TIER: TierValues = {
  threshold: null,
  minus: null,
  discount_permille: null,
  free_shipping: false,
  gift_id: null,
  coupon_id: null,
  points: null,
};

/** The full cut's tiers editor: 1..5 rows (threshold, amount off, discount, free shipping, a
 * gift of the gifts list, a coupon, points), added and removed here; the order and the rest are
 * the server's rules. */
export function TiersField({ byPiece }: { byPiece: boolean }) {
  const { t } = useTranslation();
  // The enabled gifts and the coupons a tier may give, read once for every row.
  const gifts = useGifts({ page_no: 1, page_size: 100, enabled_only: true });
  const coupons = useActivityCoupons(true);
  const giftOptions = (gifts.data?.data ?? []).map((g) => ({
    value: g.gift_id,
    label: t('promotions.form.giftOption', { name: g.name, stock: g.stock }),
  }));
  const couponOptions = (coupons.data ?? []).map((c) => ({ value: c.coupon_id, label: c.title }));
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex', marginBottom: 4 }}>
              <span>{t('promotions.form.tierN', { n: i + 1 })}</span>
              <Form.Item
                name={[field.name, 'threshold']}
                rules={[{ required: true, message: t('promotions.form.thresholdRequired') }]}
              >
                <InputNumber<number>
                  min={byPiece ? 1 : 0.01}
                  precision={byPiece ? 0 : 2}
                  prefix={t('promotions.form.full')}
                  suffix={byPiece ? t('promotions.form.pieces') : t('promotions.form.yuan')}
                  aria-label={t('promotions.form.threshold', { n: i + 1 })}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'minus']}>
                <InputNumber<number>
                  min={0}
                  precision={2}
                  prefix={t('promotions.form.minus')}
                  suffix={t('promotions.form.yuan')}
                  aria-label={t('promotions.form.minusN', { n: i + 1 })}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'discount_permille']}>
                <InputNumber<number>
                  min={1}
                  max={999}
                  precision={0}
                  placeholder={t('promotions.form.permillePlaceholder')}
                  aria-label={t('promotions.form.permille')}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'free_shipping']} valuePropName="checked">
                <Checkbox>{t('promotions.tier.freeShipping')}</Checkbox>
              </Form.Item>
              <Form.Item name={[field.name, 'gift_id']}>
                <Select<number>
                  allowClear
                  style={{ minWidth: 180 }}
                  loading={gifts.isFetching}
                  placeholder={t('promotions.form.gift')}
                  aria-label={t('promotions.form.giftN', { n: i + 1 })}
                  options={giftOptions}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'coupon_id']}>
                <Select<number>
                  allowClear
                  style={{ minWidth: 160 }}
                  loading={coupons.isFetching}
                  placeholder={t('promotions.form.coupon')}
                  aria-label={t('promotions.form.couponN', { n: i + 1 })}
                  options={couponOptions}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'points']}>
                <InputNumber<number>
                  min={0}
                  precision={0}
                  placeholder={t('promotions.form.points')}
                  aria-label={t('promotions.form.points')}
                />
              </Form.Item>
              {fields.length > 1 && (
                <MinusCircleOutlined
                  aria-label={t('promotions.form.remove')}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          {fields.length < FULL_DISCOUNT_MAX_TIERS && (
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...EMPTY_TIER })}>
              {t('promotions.form.addTier')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
