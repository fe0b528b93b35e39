import type { CouponChoice, Floor } from '@rxdesk/contract/pages/mobile-home';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

type CouponsFloor = Extract<Floor, { type: 'COUPONS' }>;

/** A coupons floor: its title and 1-10 of the shop's usable coupons. */
export function CouponsFloorFields({
  floor,
  onChange,
  coupons,
}: {
  floor: CouponsFloor;
  onChange: (f: CouponsFloor) => void;
  coupons: readonly CouponChoice[];
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Input
        addonBefore={t('shopPages.home.title')}
        value={floor.title}
        maxLength={20}
        onChange={(e) => onChange({ ...floor, title: e.target.value })}
      />
      <Select
        mode="multiple"
        maxCount={10}
        value={floor.coupon_ids}
        placeholder={t('shopPages.home.couponsPlaceholder')}
        notFoundContent={t('shopPages.home.noCoupons')}
        options={coupons.map((c) => ({
          value: c.coupon_id,
          label: t('shopPages.home.couponLabel', {
            title: c.title,
            threshold: c.threshold,
            face: c.face_value,
          }),
        }))}
        onChange={(ids: number[]) => onChange({ ...floor, coupon_ids: ids })}
      />
    </Flex>
  );
}
