import type { CouponChoice, Floor } from '@rxdesk/contract/pages/mobile-home';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { BannerFloorFields } from './banner-floor-fields.tsx';
import { CouponsFloorFields } from './coupons-floor-fields.tsx';
import type { GoodsNames } from './floor-defaults.ts';
import { GoodsFloorFields } from './goods-floor-fields.tsx';
import { HotZoneFloorFields } from './hot-zone-floor-fields.tsx';

interface Props {
  index: number;
  count: number;
  floor: Floor;
  goods: GoodsNames;
  coupons: readonly CouponChoice[];
  onChange: (f: Floor) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onGoodsKnown: Parameters<typeof GoodsFloorFields>[0]['onGoodsKnown'];
}

/** One floor in the editor: its kind, move up / down, remove (asked first), and its fields. */
export function FloorCard({
  index,
  count,
  floor,
  goods,
  coupons,
  onChange,
  onMove,
  onRemove,
  onGoodsKnown,
}: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`floor-${index}`}
      title={`${index + 1}. ${t(`shopPages.home.floorTypes.${floor.type}`)}`}
      extra={
        <Space>
          <Tooltip title={t('shopPages.home.up')}>
            <Button
              size="small"
              aria-label={t('shopPages.home.up')}
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
          </Tooltip>
          <Tooltip title={t('shopPages.home.down')}>
            <Button
              size="small"
              aria-label={t('shopPages.home.down')}
              icon={<ArrowDownOutlined />}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            />
          </Tooltip>
          <Tooltip title={t('shopPages.home.remove')}>
            <Button
              size="small"
              danger
              aria-label={t('shopPages.home.remove')}
              icon={<DeleteOutlined />}
              onClick={onRemove}
            />
          </Tooltip>
        </Space>
      }
    >
      {floor.type === 'GOODS' && (
        <GoodsFloorFields floor={floor} onChange={onChange} goods={goods} onGoodsKnown={onGoodsKnown} />
      )}
      {floor.type === 'BANNER' && <BannerFloorFields floor={floor} onChange={onChange} goods={goods} />}
      {floor.type === 'COUPONS' && <CouponsFloorFields floor={floor} onChange={onChange} coupons={coupons} />}
      {floor.type === 'HOT_ZONE' && <HotZoneFloorFields floor={floor} onChange={onChange} goods={goods} />}
    </Card>
  );
}
