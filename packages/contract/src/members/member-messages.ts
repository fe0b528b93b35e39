import { addAreaMessages } from '../common/locale.ts';

/** Messages of the members area (issue 21). Registered with translateMessage when this file is
 * imported (the server's members module, the web's member pages), not spread into API_MESSAGES:
 * the web shell stays without them. */
const zh = {
  'rule.sex': '性别须为 1（男）或 0（女）',
  'rule.tooLong500': '最多 500 个字符',
  'rule.tooLong2000': '最多 2000 个字符',
  'rule.memberIds': '会员编号最多 200 个，以逗号分隔',
  'rule.memberTags': '每位会员最多 20 个标签',
  'rule.memberTagName': '标签名称须为 1-10 个字符',
  'error.member.exists': '该手机号已是本店会员（会员编号 {member_id}）',
  'error.member.wrongStatus': '会员当前状态不能执行此操作，请刷新后重试',
  'error.member.tagUnknown': '标签不存在',
  'error.member.tagTaken': '已有名为「{name}」的会员标签',
};

const en: Record<keyof typeof zh, string> = {
  'rule.sex': 'Sex must be 1 (male) or 0 (female)',
  'rule.tooLong500': 'At most 500 characters',
  'rule.tooLong2000': 'At most 2000 characters',
  'rule.memberIds': 'At most 200 member ids, separated by commas',
  'rule.memberTags': 'At most 20 tags per member',
  'rule.memberTagName': 'The tag name must be 1 to 10 characters',
  'error.member.exists': 'This mobile is already a member of the shop (member {member_id})',
  'error.member.wrongStatus': "The member's state does not allow this now; refresh and try again",
  'error.member.tagUnknown': 'No such tag',
  'error.member.tagTaken': 'A member tag named "{name}" already exists',
};

export const MEMBER_MESSAGES = { zh, en };
addAreaMessages(MEMBER_MESSAGES);
