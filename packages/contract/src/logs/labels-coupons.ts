import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of shop coupons and gifts (issue 22). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const COUPON_LABELS: LabelMap = {
  'coupon.create': l('创建优惠券', 'Coupon created'),
  'coupon.update': l('修改优惠券', 'Coupon edited'),
  'coupon.delete': l('删除优惠券', 'Coupon deleted'),
  'coupon.void': l('作废优惠券', 'Coupon voided'),
  'coupon.issue': l('发放优惠券', 'Coupon issued'),
  'coupon.claim': l('会员领取优惠券', 'Coupon claimed'),
  'coupon.cancel': l('作废会员优惠券', "Member's coupon cancelled"),
  'gift.create': l('添加赠品', 'Gift added'),
  'gift.update': l('修改赠品', 'Gift edited'),
  'gift.delete': l('删除赠品', 'Gift deleted'),
  'gift.stock': l('调整赠品库存', 'Gift stock adjusted'),
};

export const COUPON_TARGET_TYPES: LabelMap = {
  coupon: l('优惠券', 'Coupon'),
  gift: l('赠品', 'Gift'),
};
