import { addAreaMessages } from '../common/locale.ts';

/** Messages of the gifts area (issue 22). Registered with translateMessage when this file is
 * imported (the server's gifts module, the web's gift pages), not spread into API_MESSAGES. */
const zh = {
  'rule.gift.name': '赠品名称须为 1-30 个字符',
  'rule.gift.image': '图片地址最多 500 个字符',
  'rule.gift.stock': '库存须为 0-1000000 的整数',
  'rule.gift.change': '库存变动须为非 0 的整数',
  'rule.gift.reason': '原因最多 100 个字符',
  'error.gift.sku': '请选择本店的商品规格',
  'error.gift.inUse': '赠品正被未开始或进行中的满减满赠活动使用，不能删除',
  'error.gift.stockBelowZero': '库存不足，调整后库存不能小于 0',
  'rule.promotion.giftMissing': '第 {tier} 级的赠品不存在或已停用',
  'rule.promotion.couponMissing': '第 {tier} 级的优惠券不存在、已作废或已结束',
};

const en: Record<keyof typeof zh, string> = {
  'rule.gift.name': 'The gift name must be 1 to 30 characters',
  'rule.gift.image': 'The image address is at most 500 characters',
  'rule.gift.stock': 'The stock must be a whole number from 0 to 1000000',
  'rule.gift.change': 'The stock change must be a whole number other than 0',
  'rule.gift.reason': 'The reason is at most 100 characters',
  'error.gift.sku': "Choose a SKU of the shop's goods",
  'error.gift.inUse': 'A full cut that has not ended names this gift; it cannot be deleted',
  'error.gift.stockBelowZero': 'Not enough stock: the stock cannot go below 0',
  'rule.promotion.giftMissing': 'Tier {tier}: the gift does not exist or is disabled',
  'rule.promotion.couponMissing': 'Tier {tier}: the coupon does not exist, is void or has ended',
};

export const GIFT_MESSAGES = { zh, en };
addAreaMessages(GIFT_MESSAGES);
