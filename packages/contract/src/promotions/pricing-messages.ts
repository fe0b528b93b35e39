import { addAreaMessages } from '../common/locale.ts';

/** Messages of order pricing (issue 22): the intake's refusals for offers and coupons, and the
 * full-cut rules' checks. Registered when imported (the server's pricing port, the full-cut pages). */
const zh = {
  'rule.fullDiscountTierEmpty': '每档须有减免、折扣或至少一项赠送',
  'rule.fullDiscountTierBoth': '每档只能选择减钱或打折其中一种',
  'rule.fullDiscountTiersAscending': '各档门槛须从低到高递增',
  'error.order.offerSoldOut': '活动商品已抢完：{title}',
  'error.order.couponNeedsMember': '使用优惠券须提供会员手机号',
  'error.order.couponUnusable': '该优惠券不可用（已使用、已过期或不属于该会员）',
  'error.order.couponThreshold': '未达到优惠券的使用门槛',
  'error.order.couponTaken': '该优惠券刚被另一订单使用',
};

const en: Record<keyof typeof zh, string> = {
  'rule.fullDiscountTierEmpty': 'Each tier needs a minus, a discount or at least one gift',
  'rule.fullDiscountTierBoth': 'A tier takes either a minus or a discount, not both',
  'rule.fullDiscountTiersAscending': 'Tier thresholds must go up from lowest to highest',
  'error.order.offerSoldOut': 'The promotion goods are sold out: {title}',
  'error.order.couponNeedsMember': 'Using a coupon needs the member mobile',
  'error.order.couponUnusable': 'This coupon cannot be used (used, expired or not this member’s)',
  'error.order.couponThreshold': 'The order does not reach the coupon’s threshold',
  'error.order.couponTaken': 'Another order has just used this coupon',
};

export const PRICING_MESSAGES = { zh, en };
addAreaMessages(PRICING_MESSAGES);
