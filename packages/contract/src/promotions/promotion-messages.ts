import { addAreaMessages } from '../common/locale.ts';

/** Messages of the promotions area (issue 22: full cut, single cut, second half price). Registered
 * with translateMessage when imported (the server's promotions module, the web's promotion pages),
 * not spread into API_MESSAGES: the web shell stays without them. */
const zh = {
  'rule.promotion.title': '活动名称须为 2-25 个字符',
  'rule.promotion.status': '状态须为 未开始 / 进行中 / 已结束 / 已关闭 之一',
  'rule.promotion.reason': '关闭原因最多 200 个字符',
  'rule.promotion.skus': '请选择参加活动的商品',
  'rule.promotion.skusMax': '一个活动最多 200 个商品规格',
  'rule.promotion.scope': '活动范围须为 全部商品 或 部分商品',
  'rule.promotion.tiers': '请设置 1-5 级优惠',
  'rule.promotion.permille': '折扣须为 1-999 的整数（千分比，900 即 9 折）',
  'rule.promotion.points': '赠送积分须为不小于 0 的整数',
  'rule.promotion.window': '结束时间须晚于开始时间',
  'rule.promotion.startPast': '开始时间不能早于当前时间',
  'rule.promotion.threshold': '第 {tier} 级的门槛须大于 0，且高于上一级',
  'rule.promotion.tierBenefit': '第 {tier} 级须设置减钱、打折或至少一项赠送',
  'rule.promotion.minusOverThreshold': '第 {tier} 级的减免金额须小于门槛金额',
  'rule.promotion.minusRange': '规格 {sku_id} 的立减金额须不小于 0.01 元且低于售价 {price} 元',
  'rule.promotion.skuUnknown': '规格 {sku_id} 不存在或不属于本店',
  'rule.promotion.skuNotOnSale': '「{name}」未上架或未通过审核，不能参加活动',
  'rule.promotion.skuRx': '「{name}」是处方药或限购药品，本店未开启处方药参加促销',
  'rule.promotion.giftUnknown': '第 {tier} 级的赠品规格不存在或不属于本店',
  'rule.promotion.skuTwice': '规格 {sku_id} 重复',
  'error.promotion.started': '活动已开始，不能修改或删除',
  'error.promotion.closed': '活动已关闭',
  'error.promotion.wrongState': '活动已开始、已结束或已关闭，不能执行此操作（已开始的活动不能修改或删除）',
  'error.promotion.overlap': '「{name}」已参加同时段的活动「{title}」（编号 {promotion_id}）',
  'error.promotion.fullOverlap': '同时段已有满减活动「{title}」（编号 {promotion_id}）覆盖全店或相同商品',
};

const en: Record<keyof typeof zh, string> = {
  'rule.promotion.title': 'The title must be 2 to 25 characters',
  'rule.promotion.status': 'Status must be NOT_STARTED, RUNNING, ENDED or CLOSED',
  'rule.promotion.reason': 'The reason must be at most 200 characters',
  'rule.promotion.skus': 'Choose the goods that take part',
  'rule.promotion.skusMax': 'At most 200 SKUs in one activity',
  'rule.promotion.scope': 'The scope must be ALL or SKUS',
  'rule.promotion.tiers': 'Set 1 to 5 tiers',
  'rule.promotion.permille': 'The discount must be a whole number 1-999 (per mille kept, 900 = 10% off)',
  'rule.promotion.points': 'Gift points must be a whole number, at least 0',
  'rule.promotion.window': 'The end must be later than the start',
  'rule.promotion.startPast': 'The start may not be in the past',
  'rule.promotion.threshold': 'Tier {tier}: the threshold must be above 0 and above the tier before',
  'rule.promotion.tierBenefit': 'Tier {tier}: set an amount off, a discount or at least one gift',
  'rule.promotion.minusOverThreshold': 'Tier {tier}: the amount off must be below the threshold',
  'rule.promotion.minusRange':
    'SKU {sku_id}: the amount off must be at least 0.01 and below its price {price}',
  'rule.promotion.skuUnknown': 'SKU {sku_id} does not exist in this shop',
  'rule.promotion.skuNotOnSale': '"{name}" is not on sale or not approved and cannot take part',
  'rule.promotion.skuRx':
    '"{name}" is a prescription or restricted drug; the shop has not allowed them in promotions',
  'rule.promotion.giftUnknown': 'Tier {tier}: the gift SKU does not exist in this shop',
  'rule.promotion.skuTwice': 'SKU {sku_id} is listed twice',
  'error.promotion.started': 'The activity has started and can no longer be edited or deleted',
  'error.promotion.closed': 'The activity is closed',
  'error.promotion.wrongState':
    'The activity has started, ended or is closed: this cannot be done now (a started activity can no longer be edited or deleted)',
  'error.promotion.overlap':
    '"{name}" is already in the activity "{title}" (no. {promotion_id}) at that time',
  'error.promotion.fullOverlap':
    'The full-cut activity "{title}" (no. {promotion_id}) covers the whole shop or the same goods at that time',
};

export const PROMOTION_MESSAGES = { zh, en };
addAreaMessages(PROMOTION_MESSAGES);
