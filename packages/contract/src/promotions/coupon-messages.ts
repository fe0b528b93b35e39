import { addAreaMessages } from '../common/locale.ts';

/** Messages of the coupons area (issue 22). Registered with translateMessage when this file is
 * imported (the server's coupons module, the web's coupon pages), not spread into API_MESSAGES. */
const zh = {
  'rule.coupon.title': '优惠券名称须为 2-20 个字符',
  'rule.coupon.reason': '原因最多 200 个字符',
  'rule.coupon.total': '发放总量须为 1-1000000 的整数',
  'rule.coupon.perMember': '每人限领须为 1-100 的整数',
  'rule.coupon.validDays': '有效天数须为 1-365 天',
  'rule.coupon.skus': '最多选择 200 个商品规格',
  'rule.coupon.members': '请选择 1-200 位会员',
  'error.coupon.faceValue': '面额须大于 0',
  'error.coupon.threshold': '使用门槛须为 0（无门槛）或大于面额',
  'error.coupon.window': '结束时间须晚于开始时间',
  'error.coupon.validDays': '领取后有效天数须为 1-365 天',
  'error.coupon.skus': '请选择本店的商品规格',
  'error.coupon.claimed': '优惠券已有会员领取，不能修改或删除',
  'error.coupon.voided': '优惠券已作废',
  'error.coupon.ended': '优惠券已结束',
  'error.coupon.notStarted': '优惠券尚未开始领取',
  'error.coupon.soldOut': '优惠券已领完',
  'error.coupon.memberLimit': '已达到每人限领数量（{limit} 张）',
  'error.coupon.memberUnknown': '不是本店的有效会员',
  'error.coupon.notUnused': '该优惠券不是未使用状态，不能作废',
};

const en: Record<keyof typeof zh, string> = {
  'rule.coupon.title': 'The coupon name must be 2 to 20 characters',
  'rule.coupon.reason': 'The reason is at most 200 characters',
  'rule.coupon.total': 'The total must be a whole number from 1 to 1000000',
  'rule.coupon.perMember': 'The per-member limit must be a whole number from 1 to 100',
  'rule.coupon.validDays': 'Days valid must be 1 to 365',
  'rule.coupon.skus': 'At most 200 SKUs',
  'rule.coupon.members': 'Choose 1 to 200 members',
  'error.coupon.faceValue': 'The face value must be above 0',
  'error.coupon.threshold': 'The threshold must be 0 (none) or above the face value',
  'error.coupon.window': 'The end must be after the start',
  'error.coupon.validDays': 'Days valid after claiming must be 1 to 365',
  'error.coupon.skus': "Choose SKUs of the shop's goods",
  'error.coupon.claimed': 'Members have claimed this coupon; it can no longer be edited or deleted',
  'error.coupon.voided': 'The coupon is void',
  'error.coupon.ended': 'The coupon has ended',
  'error.coupon.notStarted': 'The coupon cannot be claimed yet',
  'error.coupon.soldOut': 'All coupons have been claimed',
  'error.coupon.memberLimit': 'The per-member limit ({limit}) is reached',
  'error.coupon.memberUnknown': 'Not an active member of the shop',
  'error.coupon.notUnused': 'Only an unused coupon can be cancelled',
};

export const COUPON_MESSAGES = { zh, en };
addAreaMessages(COUPON_MESSAGES);
