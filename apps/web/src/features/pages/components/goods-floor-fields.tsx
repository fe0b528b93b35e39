import type { Floor } from '@rxdesk/contract/pages/mobile-home';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsPickerDialog } from '../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import type { GoodsNames } from './floor-defaults.ts';

type GoodsFloor = Extract<Floor, { type: 'GOODS' }>;

/** A goods list floor: its title and up to 20 goods chosen in the goods picker. */
export function GoodsFloorFields({
  floor,
  onChange,
  goods,
  onGoodsKnown,
}: {
  floor: GoodsFloor;
  onChange: (f: GoodsFloor) => void;
  goods: GoodsNames;
  onGoodsKnown: (items: { goods_id: number; goods_name: string; price: number; thumbnail: string }[]) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Input
        addonBefore={t('shopPages.home.title')}
        value={floor.title}
        maxLength={20}
        onChange={(e) => onChange({ ...floor, title: e.target.value })}
      />
      <Flex gap={8} align="center">
        <Button onClick={() => setPicking(true)}>{t('shopPages.home.chooseGoods')}</Button>
        <Typography.Text type="secondary">
          {t('shopPages.home.goodsCount', { count: floor.goods_ids.length })}
        </Typography.Text>
      </Flex>
      <Flex gap={4} wrap>
        {floor.goods_ids.map((id) => (
          <Tag
            key={id}
            closable
            onClose={() => onChange({ ...floor, goods_ids: floor.goods_ids.filter((g) => g !== id) })}
          >
            {goods.get(id)?.goods_name ?? `#${id}`}
          </Tag>
        ))}
      </Flex>
      {picking && (
        <GoodsPickerDialog
          open
          limit={20}
          defaultSelected={floor.goods_ids.map((id) => ({
            goods_id: id,
            goods_name: goods.get(id)?.goods_name ?? `#${id}`,
            specs_name: '',
            thumbnail: goods.get(id)?.thumbnail ?? '',
            price: goods.get(id)?.price ?? 0,
            goods_code: '',
          }))}
          onConfirm={(picked) => {
            onGoodsKnown(picked);
            onChange({ ...floor, goods_ids: picked.map((p) => p.goods_id) });
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </Flex>
  );
}
