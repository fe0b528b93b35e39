import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { FULL_DISCOUNT_MAX_TIERS } from '@rxdesk/contract/promotions/full-discounts';
import { Button, Checkbox, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TierValues {
  threshold: number | null;
  minus: number | null;
  discount_permille: number | null;
  free_shipping: boolean;
  points: number | null;
}

export const EMPTY_TIER: TierValues = {
  threshold: null,
  minus: null,
  discount_permille: null,
  free_shipping: false,
  points: null,
};

/** The full cut's tiers editor: 1..5 rows (threshold, amount off, discount, free shipping,
 * points), added and removed here; the order and the rest are the server's rules. */
export function TiersField({ byPiece }: { byPiece: boolean }) {
  const { t } = useTranslation();
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
