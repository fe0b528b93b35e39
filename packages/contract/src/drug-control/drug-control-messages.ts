/** Messages of restricted-drug control (issue 7), spread into API_MESSAGES so translateMessage
 * finds them on the server and the web alike. Same keys in both languages. */
const zh = {
  'rule.limitQty': '限购数量须为 1-999 的整数',
  'rule.periodDays': '限购周期须为 1-365 天',
  'error.order.goodsBarred': '「{name}」属于{category}，依法不得在网络上销售',
  'error.control.buyerRequired': '订单含限购药品「{name}」，须提供购药人实名登记信息（姓名、身份证号）',
  'error.control.mobileRequired': '购药人登记须填写手机号',
  'error.control.overLimit':
    '「{name}」每位购药人 {days} 天内限购 {limit} 件，该购药人已购 {bought} 件，本次 {num} 件，超出限购',
  'error.control.barredGoods': '「{name}」属于禁止网络销售的药品，不能设为限购商品',
};

const en: Record<keyof typeof zh, string> = {
  'rule.limitQty': 'The limit must be a whole number from 1 to 999',
  'rule.periodDays': 'The period must be 1 to 365 days',
  'error.order.goodsBarred': '"{name}" is a {category}; the law bars selling it online',
  'error.control.buyerRequired':
    'The order holds the restricted drug "{name}": the buyer must register with real name and national ID',
  'error.control.mobileRequired': "The buyer registration needs the buyer's mobile number",
  'error.control.overLimit':
    '"{name}" is limited to {limit} per buyer every {days} days: this buyer bought {bought}, this order {num}, over the limit',
  'error.control.barredGoods': '"{name}" is barred from online sale and cannot be a restricted goods item',
};

export const DRUG_CONTROL_MESSAGES = { zh, en } as const;
