/** Messages of stock by batch (issue 20), spread into API_MESSAGES so translateMessage finds them
 * on the server and the web alike. Same keys in both languages. */
const zh = {
  'rule.date': '请输入正确的日期（yyyy-MM-dd）',
  'rule.batchNo': '批号须为 1-40 位字母、数字、下划线或中划线',
  'rule.quantityMax': '数量不能超过 999999',
  'rule.expiryAfterProduction': '有效期至须晚于生产日期',
  'rule.delta': '调整数量须为非 0 整数（-999999 至 999999）',
  'rule.adjustReason': '请填写调整原因（2-200 个字符）',
  'rule.nearExpiryDays': '近效期天数须为 1-3650 的整数',
  'error.stock.batchExpired': '批次已过有效期（{expiry}），不能入库',
  'error.stock.productionFuture': '生产日期不能晚于今天',
  'error.stock.expiryMismatch': '批号 {batch} 已存在，有效期为 {expiry}，同一批号的有效期必须一致',
  'error.stock.belowZero': '调整后库存不能小于 0（该批次当前库存 {quantity}）',
  'error.order.skuRequired': '「{name}」有多个规格，请指定 sku_id',
  'error.order.skuUnknown': '规格不存在或不属于该商品：{sku}',
  'error.order.skuDisabled': '「{name}」的该规格已停用',
};

const en: Record<keyof typeof zh, string> = {
  'rule.date': 'Enter a valid date (yyyy-MM-dd)',
  'rule.batchNo': 'A batch number is 1-40 letters, digits, underscores or hyphens',
  'rule.quantityMax': 'The quantity cannot exceed 999999',
  'rule.expiryAfterProduction': 'The expiry date must be after the production date',
  'rule.delta': 'The change must be a non-zero whole number (-999999 to 999999)',
  'rule.adjustReason': 'Give the reason for the adjustment (2-200 characters)',
  'rule.nearExpiryDays': 'Near-expiry days must be a whole number from 1 to 3650',
  'error.stock.batchExpired': 'The batch expired on {expiry} and cannot be received',
  'error.stock.productionFuture': 'The production date cannot be later than today',
  'error.stock.expiryMismatch':
    'Batch {batch} already exists with expiry {expiry}; a batch number has one expiry date',
  'error.stock.belowZero': 'Stock cannot go below 0 (the batch holds {quantity})',
  'error.order.skuRequired': '"{name}" has several SKUs: give sku_id',
  'error.order.skuUnknown': 'Unknown SKU for this goods item: {sku}',
  'error.order.skuDisabled': 'This SKU of "{name}" is disabled',
};

export const STOCK_MESSAGES = { zh, en } as const;
