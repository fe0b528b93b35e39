import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of issue 21's areas: members, comments (reviews) and consultations. State
 * changes are written as `<area>.<machine action>`; the other edits by name. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const MEMBER_LABELS: LabelMap = {
  'member.register': l('会员注册', 'Member registered'),
  'member.disable': l('禁用会员', 'Member disabled'),
  'member.enable': l('启用会员', 'Member enabled'),
  'member.remove': l('删除会员（回收站）', 'Member removed (recycle)'),
  'member.restore': l('恢复会员', 'Member restored'),
  'member.remark.update': l('修改会员备注', 'Member remark edited'),
  'member.profile.update': l('修改会员资料', 'Member profile edited'),
  'member.tags.update': l('设置会员标签', 'Member tags set'),
  'member.tag.create': l('添加会员标签', 'Member tag added'),
  'member.mobile.view': l('查看会员完整手机号', 'Member full mobile viewed'),
  'member.mobile.export': l('导出会员完整手机号', 'Member full mobiles exported'),
};

export const COMMENT_LABELS: LabelMap = {
  'comment.create': l('买家评价', 'Review received'),
  'comment.reply': l('回复评价', 'Review replied'),
  'comment.editReply': l('修改评价回复', 'Review reply edited'),
  'comment.hide': l('隐藏评价', 'Review hidden'),
  'comment.show': l('显示评价', 'Review shown'),
};

export const ASK_LABELS: LabelMap = {
  'ask.create': l('买家咨询', 'Question received'),
  'ask.answer': l('回复咨询', 'Question answered'),
  'ask.edit': l('修改咨询回复', 'Answer edited'),
  'ask.handle': l('咨询标记已处理', 'Question marked handled'),
  'ask.hide': l('隐藏咨询', 'Question hidden'),
  'ask.show': l('显示咨询', 'Question shown'),
  'points.category.create': l('添加积分分类', 'Points category added'),
  'points.category.update': l('修改积分分类', 'Points category edited'),
  'points.category.delete': l('删除积分分类', 'Points category deleted'),
  'points.goods.create': l('添加积分商品', 'Points goods added'),
  'points.goods.update': l('修改积分商品', 'Points goods edited'),
  'points.goods.on': l('上架积分商品', 'Points goods put on'),
  'points.goods.off': l('下架积分商品', 'Points goods taken off'),
};

export const PEOPLE_TARGET_TYPES: LabelMap = {
  member: l('会员', 'Member'),
  'member.remark': l('会员备注', 'Member remark'),
  'member.profile': l('会员资料', 'Member profile'),
  'member.tags': l('会员标签', 'Member tags'),
  'member.tag': l('会员标签', 'Member tag'),
  'member.mobile': l('会员手机号', 'Member mobile'),
  comment: l('评价', 'Review'),
  ask: l('咨询', 'Question'),
  'points.category': l('积分分类', 'Points category'),
  'points.goods': l('积分商品', 'Points goods'),
};
