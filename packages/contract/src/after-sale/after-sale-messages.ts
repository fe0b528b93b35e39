/** Messages of after-sale cases, refunds, cancel requests and complaints (issue 5), spread into
 * API_MESSAGES so translateMessage finds them on the server and the web alike. */
const zh = {
  'error.order.cancelRequested': '买家已申请取消该订单，请先处理取消申请',
  'error.afterSale.wrongStatus': '售后单当前状态不允许此操作',
  'error.afterSale.wrongType': '该售后类型不能进行此操作',
  'error.afterSale.orderStatus': '订单当前状态不能申请此类售后',
  'error.afterSale.caseOpen': '该订单已有进行中的售后单',
  'error.afterSale.notPaid': '订单未付款，不能申请退款',
  'error.afterSale.lineUnknown': '订单中没有这件商品：{line}',
  'error.afterSale.lineAmbiguous': '商品编码 {code} 在订单中有多行，请用 item_id 指定',
  'error.afterSale.lineDuplicate': '同一件商品不能重复填写',
  'error.afterSale.numTooMany': '{name} 最多还能申请 {max} 件',
  'error.afterSale.amountRequired': '请填写退款金额',
  'error.afterSale.amountNotAllowed': '换货和补发不涉及退款金额',
  'error.afterSale.amountZero': '退款金额必须大于 0',
  'error.afterSale.amountTooHigh': '退款金额不能超过可退金额 ¥{max}',
  'error.afterSale.offlineNoteRequired': '线下退款请填写备注（退款方式、流水号等）',
  'error.refund.wrongStatus': '退款单当前状态不允许此操作',
  'error.refund.notOnline': '只有原路退回的退款单可以提交到支付服务',
  'error.refund.signature': '退款回调签名校验失败',
  'error.refund.amountMismatch': '退款回调金额与退款单不一致',
  'error.payment.notConfigured': '支付服务未配置，无法原路退款；可改为线下退款',
  'error.complaint.wrongStatus': '投诉当前状态不允许此操作',
  'error.complaint.tooEarly': '商家回复时限未到，{time} 后才能申请平台介入',
  'error.complaint.tooLate': '已超过申请平台介入的期限',
} as const;

// Typed against the Chinese keys so a missing or extra English key is a compile error.
const en: Record<keyof typeof zh, string> = {
  'error.order.cancelRequested': 'The buyer has asked to cancel this order; handle that request first',
  'error.afterSale.wrongStatus': 'The after-sale case status does not allow this',
  'error.afterSale.wrongType': 'This kind of after-sale case does not allow this',
  'error.afterSale.orderStatus': 'The order status does not allow this kind of after-sale case',
  'error.afterSale.caseOpen': 'The order already has an after-sale case in progress',
  'error.afterSale.notPaid': 'The order is not paid, so nothing can be refunded',
  'error.afterSale.lineUnknown': 'The order has no such line: {line}',
  'error.afterSale.lineAmbiguous':
    'Goods code {code} is on several lines of the order; name the line by item_id',
  'error.afterSale.lineDuplicate': 'The same order line is named twice',
  'error.afterSale.numTooMany': 'At most {max} of {name} can still be claimed',
  'error.afterSale.amountRequired': 'Enter the refund amount',
  'error.afterSale.amountNotAllowed': 'An exchange or re-send has no refund amount',
  'error.afterSale.amountZero': 'The refund amount must be above 0',
  'error.afterSale.amountTooHigh': 'The refund cannot exceed the refundable ¥{max}',
  'error.afterSale.offlineNoteRequired':
    'An offline refund needs a note (how it was paid, transaction number)',
  'error.refund.wrongStatus': 'The refund status does not allow this',
  'error.refund.notOnline': 'Only refunds to the original payment go through the payment provider',
  'error.refund.signature': 'Refund callback signature check failed',
  'error.refund.amountMismatch': 'The refund callback amount differs from the refund',
  'error.payment.notConfigured':
    'The payment provider is not configured, so the refund cannot go back to the original payment; refund offline instead',
  'error.complaint.wrongStatus': 'The complaint status does not allow this',
  'error.complaint.tooEarly': "The shop's reply time is not over; the platform can be asked after {time}",
  'error.complaint.tooLate': 'The time to ask the platform to step in is over',
};

export const AFTER_SALE_MESSAGES = { zh, en } as const;
