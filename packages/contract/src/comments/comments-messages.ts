/** Messages of the comments area (issue 21), spread into API_MESSAGES. */
const zh = {
  'rule.commentImage': '图片须为 https 地址或本站上传的图片',
  'rule.commentImages': '最多 9 张图片',
  'rule.commentGrade': '评价等级须为 GOOD、NEUTRAL 或 BAD',
  'rule.commentContent': '评价内容最多 500 个字符',
  'rule.commentReply': '回复内容最多 500 个字符',
  'rule.commentLine': '请指明评价的订单商品（item_id 或 sku_id）',
  'rule.commentMember': '请指明评价的会员（member_id 或 member_mobile）',
  'error.comment.orderNotReceived': '订单尚未确认收货，不能评价',
  'error.comment.notBuyer': '该订单不属于此会员',
  'error.comment.lineNotFound': '订单中没有这件商品',
  'error.comment.lineAmbiguous': '订单中有多行是该规格，请用 item_id 指明',
  'error.comment.exists': '该订单商品已评价过',
  'error.comment.imageUnknown': '图片不是本站上传的文件：{url}',
  'error.comment.replied': '该评价已回复，只能修改回复',
  'error.comment.notReplied': '该评价还没有回复',
  'error.comment.replyWindow': '回复已超过 24 小时，不能再修改',
  'error.comment.wrongStatus': '评价当前状态不允许此操作',
};

const en: Record<keyof typeof zh, string> = {
  'rule.commentImage': 'A picture must be an https address or a file uploaded here',
  'rule.commentImages': 'At most 9 pictures',
  'rule.commentGrade': 'The grade must be GOOD, NEUTRAL or BAD',
  'rule.commentContent': 'The review is at most 500 characters',
  'rule.commentReply': 'The reply is at most 500 characters',
  'rule.commentLine': 'Name the order line reviewed (item_id or sku_id)',
  'rule.commentMember': 'Name the member who reviews (member_id or member_mobile)',
  'error.comment.orderNotReceived': 'The order has not been received yet; it cannot be reviewed',
  'error.comment.notBuyer': 'This order does not belong to that member',
  'error.comment.lineNotFound': 'The order has no such line',
  'error.comment.lineAmbiguous': 'Several lines of the order have this SKU; name one by item_id',
  'error.comment.exists': 'This order line has already been reviewed',
  'error.comment.imageUnknown': 'The picture is not a file uploaded here: {url}',
  'error.comment.replied': 'This review has a reply already; edit the reply instead',
  'error.comment.notReplied': 'This review has no reply yet',
  'error.comment.replyWindow': 'The reply is more than 24 hours old and can no longer be edited',
  'error.comment.wrongStatus': 'The review is in a state that does not allow this',
};

export const COMMENTS_MESSAGES = { zh, en } as const;
