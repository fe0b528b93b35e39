import type { Floor } from '@rxdesk/contract/pages/mobile-home';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoodsNames } from './floor-defaults.ts';
import { ImageField } from './image-field.tsx';
import { TextLinkField } from './text-link-field.tsx';

type BannerFloor = Extract<Floor, { type: 'BANNER' }>;

/** A banner floor: 1-5 slides, each an uploaded image with a text link. */
export function BannerFloorFields({
  floor,
  onChange,
  goods,
}: {
  floor: BannerFloor;
  onChange: (f: BannerFloor) => void;
  goods: GoodsNames;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<BannerFloor['slides'][number]>) =>
    onChange({ ...floor, slides: floor.slides.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <Flex vertical gap={8}>
      {floor.slides.map((s, i) => (
        <Card key={i} size="small" data-testid={`banner-slide-${i}`}>
          <Flex gap={12} align="start">
            <ImageField value={s.image || undefined} onChange={(url) => set(i, { image: url ?? '' })} />
            <Flex vertical gap={8} flex={1}>
              <TextLinkField
                value={s.link.text ? s.link : undefined}
                onChange={(link) => set(i, { link })}
                goods={goods}
                testId={`banner-slide-link-${i}`}
              />
            </Flex>
            <Button
              aria-label={t('shopPages.actions.delete')}
              icon={<DeleteOutlined />}
              onClick={() => onChange({ ...floor, slides: floor.slides.filter((_, j) => j !== i) })}
            />
          </Flex>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={floor.slides.length >= 5}
        onClick={() =>
          onChange({
            ...floor,
            slides: [...floor.slides, { image: '', link: { text: '', opt_type: 'NONE' } }],
          })
        }
        data-testid="banner-add-slide"
      >
        {t('shopPages.home.addSlide')}
      </Button>
    </Flex>
  );
}
