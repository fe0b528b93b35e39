import { addAreaMessages } from '../common/locale.ts';

/** Messages of the points ledger and the points mall (issue 22). Registered with translateMessage
 * when this file is imported (the server's members and points modules), not spread into API_MESSAGES. */
const zh = {
  'error.points.notEnough': '会员积分不足（当前 {balance} 分）',
  'rule.pointsCategoryName': '分类名称须为 1-20 个字符',
  'rule.pointsCategorySort': '排序须为 0-9999 的整数',
  'error.points.categoryTaken': '同一级下已有名为「{name}」的积分分类',
  'error.points.categoryParent': '上级分类须为本店的一级积分分类（积分分类最多两级）',
  'error.points.categoryHasChildren': '该分类下还有子分类，请先删除子分类',
};

const en: Record<keyof typeof zh, string> = {
  'error.points.notEnough': 'Not enough member points (balance {balance})',
  'rule.pointsCategoryName': 'The category name must be 1 to 20 characters',
  'rule.pointsCategorySort': 'The sort must be a whole number from 0 to 9999',
  'error.points.categoryTaken': 'A points category named "{name}" already exists at this level',
  'error.points.categoryParent':
    "The parent must be one of the shop's top points categories (two levels at most)",
  'error.points.categoryHasChildren': 'This category still has sub-categories; delete them first',
};

export const POINTS_MESSAGES = { zh, en };
addAreaMessages(POINTS_MESSAGES);
