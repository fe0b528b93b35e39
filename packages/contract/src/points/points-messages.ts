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
  'rule.pointsGoodsSku': '请选择商品规格',
  'rule.pointsGoodsCategory': '请选择本店的积分分类',
  'rule.pointsGoodsPoints': '兑换积分须为大于 0 的整数',
  'rule.pointsGoodsStock': '兑换库存须为不小于 0 的整数',
  'rule.pointsGoodsLimit': '每人限兑须为不小于 0 的整数（0 表示不限）',
  'error.points.goodsSku': '该商品规格不是本店在售且已审核的商品',
  'error.points.goodsRx': '「{goods}」是处方药或管控商品，不能用于积分兑换',
  'error.points.goodsTaken': '该商品规格已是积分商品',
  'error.points.goodsAlreadyOn': '该积分商品已上架',
  'error.points.goodsAlreadyOff': '该积分商品已下架',
  'error.points.memberUnknown': '会员不存在（手机号 {mobile}）',
  'error.points.goodsOff': '积分商品「{goods}」未上架，不能兑换',
  'error.points.goodsUnavailable': '积分商品「{goods}」的商品规格已下架或停用',
  'error.points.goodsStockShort': '积分商品「{goods}」兑换库存不足（剩余 {stock} 件）',
  'error.points.limitReached': '每人限兑 {limit} 件，该会员已兑换 {taken} 件',
};

const en: Record<keyof typeof zh, string> = {
  'error.points.notEnough': 'Not enough member points (balance {balance})',
  'rule.pointsCategoryName': 'The category name must be 1 to 20 characters',
  'rule.pointsCategorySort': 'The sort must be a whole number from 0 to 9999',
  'error.points.categoryTaken': 'A points category named "{name}" already exists at this level',
  'error.points.categoryParent':
    "The parent must be one of the shop's top points categories (two levels at most)",
  'error.points.categoryHasChildren': 'This category still has sub-categories; delete them first',
  'rule.pointsGoodsSku': 'Choose a goods SKU',
  'rule.pointsGoodsCategory': "Choose one of the shop's points categories",
  'rule.pointsGoodsPoints': 'The points must be a whole number above 0',
  'rule.pointsGoodsStock': 'The exchange stock must be a whole number, 0 or more',
  'rule.pointsGoodsLimit': 'The per-member limit must be a whole number, 0 or more (0: no limit)',
  'error.points.goodsSku': "This SKU is not one of the shop's goods on sale and approved",
  'error.points.goodsRx': '"{goods}" is a prescription or restricted item and cannot be exchanged for points',
  'error.points.goodsTaken': 'This SKU is already a points goods',
  'error.points.goodsAlreadyOn': 'This points goods is already on',
  'error.points.goodsAlreadyOff': 'This points goods is already off',
  'error.points.memberUnknown': 'No member with mobile {mobile}',
  'error.points.goodsOff': 'The points goods "{goods}" is off and cannot be exchanged',
  'error.points.goodsUnavailable': 'The SKU of the points goods "{goods}" is off sale or disabled',
  'error.points.goodsStockShort': 'Not enough exchange stock of "{goods}" ({stock} left)',
  'error.points.limitReached': 'At most {limit} per member; this member has exchanged {taken}',
};

export const POINTS_MESSAGES = { zh, en };
addAreaMessages(POINTS_MESSAGES);
