/** Messages of consultations (issue 21), spread into API_MESSAGES so translateMessage finds them
 * on the server and the web alike. */
const zh = {
  'rule.askContentRequired': '请填写咨询内容',
  'rule.askContentTooLong': '咨询内容最多 300 个字符',
  'rule.askAnswerRequired': '请填写回复内容',
  'rule.askAnswerTooLong': '回复内容最多 500 个字符',
  'rule.askMemberRequired': '请提供会员编号（member_id）或手机号（mobile）',
  'error.ask.goodsUnknown': '商品不存在或已删除',
  'error.ask.memberUnknown': '本店没有这个会员',
  'error.ask.wrongStatus': '咨询当前状态不允许此操作，请刷新后重试',
  'error.ask.pharmacistOnly': '「{name}」是处方药，咨询须由药师回复',
};

const en: Record<keyof typeof zh, string> = {
  'rule.askContentRequired': 'Enter the question',
  'rule.askContentTooLong': 'The question may be at most 300 characters',
  'rule.askAnswerRequired': 'Enter the answer',
  'rule.askAnswerTooLong': 'The answer may be at most 500 characters',
  'rule.askMemberRequired': 'Give the member (member_id) or their mobile',
  'error.ask.goodsUnknown': 'No such goods item (or it was deleted)',
  'error.ask.memberUnknown': 'The shop has no such member',
  'error.ask.wrongStatus': 'The consultation cannot do this in its current state; refresh and try again',
  'error.ask.pharmacistOnly': '"{name}" is a prescription drug: a pharmacist must answer',
};

export const ASK_MESSAGES = { zh, en };
