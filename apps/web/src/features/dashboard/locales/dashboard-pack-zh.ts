/** The dashboard's figures and to-dos in Chinese, a lazy chunk of its own (lib/dashboard-strings.ts). */
export const strings = {
  figures: {
    title: '今日概况',
    today: '今日',
    yesterday: '昨日',
    orders: '付款订单',
    amount: '付款金额（元）',
    members: '付款会员',
    units: '商品件数',
    hint: '按付款时间统计已付款订单（北京时间），付款后取消的订单不计。',
    loadFailed: '今日概况加载失败',
    vsYesterday: '昨日 {{value}}',
  },
  trend: {
    title: '近 7 日趋势',
    empty: '近 7 日暂无付款订单',
    orders: '付款订单',
    amount: '付款金额（元）',
  },
  todo: {
    title: '待处理事项',
    open: '查看{{label}}',
    RX_AWAITING_AUDIT: '待审核处方',
    COMPLAINTS_NEW: '待处理投诉',
    WARNING_STOCK: '预警库存',
    NEAR_EXPIRY: '近效期批次',
    ORDERS_TO_SHIP: '待发货订单',
    AFTER_SALE_AWAITING: '待处理售后',
    ASKS_UNANSWERED: '待回复咨询',
  },
};
