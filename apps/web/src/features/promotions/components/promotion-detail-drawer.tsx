import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Descriptions, Drawer, Skeleton, Statistic, Table, Row, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePromotion } from '../api/get-promotion.ts';
import { useGifts } from '../gifts/api/get-gifts.ts';
import type { PromotionKindConfig } from '../lib/promotion-kinds.ts';
import { tierText } from '../lib/tier-text.ts';

const time = (s: number) => unixToDateString(s, 'yyyy-MM-dd hh:mm');

/** An activity's detail: its window and rules, its SKUs, and its figures from the orders. */
export function PromotionDetailDrawer({
  kind,
  id,
  onClose,
}: {
  kind: PromotionKindConfig;
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data: d } = usePromotion(kind.api, id);
  // The gifts a full cut's tiers name, by name (the tier stores the gift's id).
  const gifts = useGifts({ page_no: 1, page_size: 100 });
  const giftName = (giftId: number) => gifts.data?.data.find((g) => g.gift_id === giftId)?.name;
  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={d?.title ?? t(kind.titleKey)}>
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={8}>
              <Statistic title={t('promotions.detail.orders')} value={d.figures.orders} />
            </Col>
            <Col span={8}>
              <Statistic title={t('promotions.detail.units')} value={d.figures.units} />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('promotions.detail.discount')}
                value={d.figures.discount}
                precision={2}
                prefix="¥"
              />
            </Col>
          </Row>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('promotions.list.status')}>
              {t(`promotions.tabs.${d.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('promotions.list.window')}>
              {`${time(d.start_time)} ~ ${time(d.end_time)}`}
            </Descriptions.Item>
            {d.tiers && (
              <Descriptions.Item label={t('promotions.form.tiers')}>
                {d.tiers.map((tier, i) => (
                  <div key={i}>{tierText(t, tier, d.by_piece ?? false, giftName)}</div>
                ))}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('promotions.form.scope')}>
              {d.scope === 'ALL'
                ? t('promotions.form.scopeAll')
                : t('promotions.list.skuCount', { count: d.sku_count })}
            </Descriptions.Item>
            {d.closed_time !== null && (
              <Descriptions.Item label={t('promotions.detail.closeReason')}>
                {`${time(d.closed_time)} ${d.close_reason}`}
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.skus.length > 0 && (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="sku_id"
              pagination={false}
              dataSource={d.skus}
              columns={[
                { key: 'name', title: t('promotions.detail.goods'), dataIndex: 'goods_name' },
                { key: 'specs', title: t('promotions.detail.specs'), dataIndex: 'specs', width: 140 },
                {
                  key: 'price',
                  title: t('promotions.detail.price'),
                  width: 100,
                  render: (_, s) => s.price.toFixed(2),
                },
                ...(kind.api === 'minus'
                  ? [
                      {
                        key: 'minus',
                        title: t('promotions.form.minusEach'),
                        width: 100,
                        render: (_: unknown, s: { minus?: number }) => (s.minus ?? 0).toFixed(2),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
