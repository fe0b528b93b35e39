/** Messages of prescription audit (issue 7), spread into API_MESSAGES
 * so translateMessage finds them on the server and the web alike. Same keys in both languages. */
const zh = {
  'rule.rxState': '审核状态只能是 1（通过）、2（驳回）或 3（待审核）',
  'rule.auditResult': '审核结果只能是 1（通过）或 2（驳回）',
  'rule.signature': '请先签名！',
  'rule.rejectCode': '请选择正确的审核问题',
  'rule.rejectReasonTooLong': '驳回原因最多 500 个字符',
  'rule.wechatMsgType': '提醒类型只能是 1（用药提醒）或 2（上传复诊凭证提醒）',
  'error.rx.auditPasswordUnset': '请先在头像菜单中设置审方密码',
  'error.rx.outsideWorkTime': '当前不在您的工作时间（{start}-{end}）内，不能审方',
  'error.rx.orderCancelled': '订单已取消，不能审方',
  'error.rx.serviceApplying': '订单正在申请售后，不能审方',
  'error.rx.notAwaiting': '该处方不是待审核状态，不能审方',
  'error.rx.rejectCodeRequired': '驳回处方须至少选择一个审核问题',
  'error.rx.rejectReasonRequired': '选择“其他问题”时须填写驳回原因',
  'error.rx.prescriptionRequired': '处方药订单必须附带处方（处方编号、医师、用药人、诊断和药品）',
  'error.rx.imageRequired': '须提供处方图片或已上传的复诊凭证',
  'error.rx.rxnoMismatch': '处方编号与订单的处方编号不一致',
  'error.rx.drugNotPrescribed': '「{name}」不在处方所列药品中',
  'error.rx.pollNoPermission': '没有处方订单权限，无需轮询超时处方',
  'error.rx.pollOffDuty': '当前不在工作时间，暂停超时处方提醒',
  'error.rx.remindClosed': '订单已取消或已完成，不能再发送提醒',
  'error.rx.noWechat': '该买家未绑定微信，无法发送提醒',
  'error.rx.wechatFailed': '微信消息发送失败：{reason}',
};

const en: Record<keyof typeof zh, string> = {
  'rule.rxState': 'The audit state must be 1 (approved), 2 (rejected) or 3 (awaiting audit)',
  'rule.auditResult': 'The audit result must be 1 (approve) or 2 (reject)',
  'rule.signature': 'Warning: Not Signned!',
  'rule.rejectCode': 'Choose a listed review problem',
  'rule.rejectReasonTooLong': 'The reason can be at most 500 characters',
  'rule.wechatMsgType': 'The reminder type must be 1 (medication) or 2 (upload follow-up voucher)',
  'error.rx.auditPasswordUnset': 'Set your audit password first (avatar menu)',
  'error.rx.outsideWorkTime': 'It is outside your working hours ({start}-{end}); you cannot audit now',
  'error.rx.orderCancelled': 'The order is cancelled; it cannot be audited',
  'error.rx.serviceApplying': 'An after-sale request is open on this order; it cannot be audited',
  'error.rx.notAwaiting': 'This prescription is not awaiting audit',
  'error.rx.rejectCodeRequired': 'A rejection needs at least one review problem',
  'error.rx.rejectReasonRequired': 'Describe the problem when you choose "Other"',
  'error.rx.prescriptionRequired':
    'A prescription order needs its prescription (number, doctor, patient, diagnosis and drugs)',
  'error.rx.imageRequired': 'A prescription image or an uploaded follow-up voucher is required',
  'error.rx.rxnoMismatch': "The prescription number does not match the order's",
  'error.rx.drugNotPrescribed': '"{name}" is not on the prescription',
  'error.rx.pollNoPermission': 'No permission for prescription orders: no overdue polling',
  'error.rx.pollOffDuty': 'Outside working hours: overdue reminders are paused',
  'error.rx.remindClosed': 'The order is cancelled or complete; no more reminders',
  'error.rx.noWechat': 'This buyer has no WeChat binding, so no reminder can be sent',
  'error.rx.wechatFailed': 'The WeChat message failed: {reason}',
};

export const PRESCRIPTION_MESSAGES = { zh, en } as const;
