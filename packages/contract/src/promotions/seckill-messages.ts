import { addAreaMessages } from '../common/locale.ts';

/** Messages of seckill and group buy (issue 22). Registered with translateMessage when imported
 * (the server's modules, the web's pages), not spread into API_MESSAGES: the shell stays without them. */
const zh = {
  'rule.seckillTitle': '活动名称须为 2-25 个字符',
  'rule.seckillDate': '请选择活动日期',
  'rule.seckillSlots': '请选择时间段（0-23 点，按从早到晚排列，不可重复）',
  'rule.seckillSkuSlot': '商品的时间段须是活动的时间段之一',
  'rule.groupName': '团购名称须为 2-30 个字符',
  'rule.activityWindow': '结束时间须晚于开始时间',
  'rule.activityPrice': '活动价须大于 0',
  'rule.activityQuantity': '活动库存须为 1 以上的整数',
  'rule.activityLimit': '每单限购须为 0 以上的整数（0 为不限）',
  'rule.activitySkus': '请选择 1-100 个商品规格',
  'rule.activitySkuTwice': '同一商品规格不能重复添加',
  'rule.closeReason': '请填写关闭原因（最多 200 个字符）',
  'error.activity.started': '活动已开始，开始时间不能早于当前时间',
  'error.activity.ended': '活动日期已过，请选择今天或以后的日期',
  'error.activity.goods': '商品规格 {sku} 不是本店在售且已审核的商品',
  'error.activity.rx': '商品「{goods}」为处方药或限购药品，本店设置不允许参加促销',
  'error.activity.price': '商品规格 {sku} 的活动价须低于售价 ¥{price}',
  'error.activity.stock': '商品规格 {sku} 的活动库存合计 {quantity} 超过可用库存 {stock}',
  'error.activity.conflict': '商品规格 {sku} 已参加活动「{title}」，时间重叠，不能同时参加',
  'error.activity.wrongState': '活动当前状态不能执行此操作，请刷新后重试',
};

const en: Record<keyof typeof zh, string> = {
  'rule.seckillTitle': 'The title must be 2 to 25 characters',
  'rule.seckillDate': 'Choose the sale day',
  'rule.seckillSlots': 'Choose time slots (hours 0-23, ascending, no repeats)',
  'rule.seckillSkuSlot': "A goods row's slot must be one of the activity's slots",
  'rule.groupName': 'The group name must be 2 to 30 characters',
  'rule.activityWindow': 'The end time must be after the start time',
  'rule.activityPrice': 'The promotion price must be above 0',
  'rule.activityQuantity': 'The quantity must be a whole number of at least 1',
  'rule.activityLimit': 'The per-order limit must be a whole number of at least 0 (0 = no limit)',
  'rule.activitySkus': 'Choose 1 to 100 SKUs',
  'rule.activitySkuTwice': 'The same SKU cannot be added twice',
  'rule.closeReason': 'Give the reason for closing (at most 200 characters)',
  'error.activity.started': 'The start time cannot be before now',
  'error.activity.ended': 'The sale day has passed; choose today or later',
  'error.activity.goods': "SKU {sku} is not the shop's goods on sale and approved",
  'error.activity.rx':
    '"{goods}" is a prescription or restricted drug; the shop\'s setting keeps it out of promotions',
  'error.activity.price': 'The promotion price of SKU {sku} must be below its price ¥{price}',
  'error.activity.stock': 'SKU {sku}: the quantities add up to {quantity}, above its stock {stock}',
  'error.activity.conflict': 'SKU {sku} is in the activity "{title}" at an overlapping time',
  'error.activity.wrongState': "The activity's state does not allow this now; refresh and try again",
};

export const SECKILL_MESSAGES = { zh, en };
addAreaMessages(SECKILL_MESSAGES);
