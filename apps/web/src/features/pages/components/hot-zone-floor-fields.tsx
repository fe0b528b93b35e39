import type { Floor } from '@rxdesk/contract/pages/mobile-home';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoodsNames } from './floor-defaults.ts';
import { ImageField } from './image-field.tsx';
import { TextLinkField } from './text-link-field.tsx';

type HotZoneFloor = Extract<Floor, { type: 'HOT_ZONE' }>;
type Zone = HotZoneFloor['zones'][number];
const EDGES = ['x', 'y', 'w', 'h'] as const;

/** A hot-zone image: an uploaded image and 1-10 rectangles (percent of the image), each with a
 * text link. The phone preview draws the rectangles over the image. */
export function HotZoneFloorFields({
  floor,
  onChange,
  goods,
}: {
  floor: HotZoneFloor;
  onChange: (f: HotZoneFloor) => void;
  goods: GoodsNames;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Zone>) =>
    onChange({ ...floor, zones: floor.zones.map((z, j) => (j === i ? { ...z, ...patch } : z)) });
  return (
    <Flex vertical gap={8}>
      <ImageField
        value={floor.image || undefined}
        onChange={(url) => onChange({ ...floor, image: url ?? '' })}
      />
      <Typography.Text type="secondary">{t('shopPages.home.zones')}</Typography.Text>
      {floor.zones.map((z, i) => (
        <Card key={i} size="small">
          <Flex gap={8} wrap align="center">
            {EDGES.map((edge) => (
              <InputNumber
                key={edge}
                addonBefore={t(`shopPages.home.zone.${edge}`)}
                min={0}
                max={100}
                precision={0}
                style={{ width: 120 }}
                value={z[edge]}
                onChange={(v) => set(i, { [edge]: v ?? 0 })}
              />
            ))}
            <TextLinkField
              value={z.link.text ? z.link : undefined}
              onChange={(link) => set(i, { link })}
              goods={goods}
            />
            <Button
              aria-label={t('shopPages.actions.delete')}
              icon={<DeleteOutlined />}
              onClick={() => onChange({ ...floor, zones: floor.zones.filter((_, j) => j !== i) })}
            />
          </Flex>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={floor.zones.length >= 10}
        onClick={() =>
          onChange({
            ...floor,
            zones: [...floor.zones, { x: 0, y: 0, w: 50, h: 100, link: { text: '', opt_type: 'NONE' } }],
          })
        }
      >
        {t('shopPages.home.addZone')}
      </Button>
    </Flex>
  );
}
