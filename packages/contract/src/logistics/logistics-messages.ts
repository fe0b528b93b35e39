import { addAreaMessages } from '../common/locale.ts';

/** Messages of the logistics area (issue 23). Registered with translateMessage when this file is
 * imported (the server's logistics module, the web's logistics pages). */
const zh = {
  'rule.freight.name': '模板名称须为 1-30 个字符',
  'rule.freight.type': '请选择计费方式（按件或按重量）',
  'rule.freight.unit': '首件/首重与续件/续重须为 1-1000000 的整数',
  'rule.freight.price': '运费须为 0-99999.99 元',
  'rule.freight.regions': '请选择地区',
  'rule.freight.regionTwice': '同一地区不能出现在两个配送区域中',
  'rule.freight.areas': '区域或包邮条件太多',
  'rule.freight.pieces': '包邮件数须为 1-9999 的整数',
  'rule.freight.freeCondition': '包邮条件须填写金额或件数',
  'error.freight.regionUnknown': '地区不存在：{id}',
  'error.freight.inUse': '有 {count} 个商品正在使用该运费模板，不能删除',
  'error.freight.templateUnknown': '请选择本店的运费模板',
  'error.logistics.expressUnknown': '未知的快递公司',
  'error.logistics.expressOpen': '该快递公司已启用',
  'error.logistics.expressClosed': '该快递公司未启用',
  'error.logistics.expressNotUsed': '本店未启用该快递公司，请在 物流管理 → 物流设置 中开启',
};

const en: Record<keyof typeof zh, string> = {
  'rule.freight.name': 'The template name must be 1 to 30 characters',
  'rule.freight.type': 'Choose how it charges (by piece or by weight)',
  'rule.freight.unit': 'First and additional units must be whole numbers from 1 to 1000000',
  'rule.freight.price': 'A freight price must be from 0 to 99999.99 yuan',
  'rule.freight.regions': 'Choose the regions',
  'rule.freight.regionTwice': 'A region cannot be in two areas',
  'rule.freight.areas': 'Too many areas or free-shipping rules',
  'rule.freight.pieces': 'Free-shipping pieces must be a whole number from 1 to 9999',
  'rule.freight.freeCondition': 'A free-shipping rule needs an amount or a number of pieces',
  'error.freight.regionUnknown': 'No such region: {id}',
  'error.freight.inUse': '{count} goods use this freight template; it cannot be deleted',
  'error.freight.templateUnknown': "Choose one of the shop's freight templates",
  'error.logistics.expressUnknown': 'Unknown express company',
  'error.logistics.expressOpen': 'The express company is already in use',
  'error.logistics.expressClosed': 'The express company is not in use',
  'error.logistics.expressNotUsed':
    'The shop does not use this express company; turn it on in Logistics → Logistics settings',
};

export const LOGISTICS_MESSAGES = { zh, en };
addAreaMessages(LOGISTICS_MESSAGES);
