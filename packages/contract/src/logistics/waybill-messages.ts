import { addAreaMessages } from '../common/locale.ts';

/** Messages of the electronic waybills and tracking (issue 23). Registered with translateMessage
 * when imported (the server's waybills module, the web's waybill screens). */
const zh = {
  'rule.waybill.expressCode': '快递公司编码最多 20 个字符',
  'rule.waybill.orderSn': '订单编号最多 40 个字符',
  'rule.waybill.partnerId': '客户编码须为 1-64 个字符',
  'rule.waybill.partnerKey': '密钥最多 128 个字符',
  'rule.waybill.net': '网点名称最多 64 个字符',
  'rule.waybill.payType': '请选择支付方式',
  'rule.waybill.orders': '请选择 1-50 个订单',
  'error.waybill.notWaybillCompany': '该快递公司不支持电子面单，或本店未选用',
  'error.waybill.keyRequired': '请填写电子面单密钥',
  'error.waybill.noAccount': '请先在物流管理中设置 {express} 的电子面单账号',
  'error.waybill.provider': '电子面单服务返回错误：{message}',
  'error.waybill.none': '该订单尚未获取电子面单',
  'error.waybill.orderMissing': '订单不存在',
  'error.waybill.inProgress': '该订单的电子面单正在获取中，请稍后重试',
  'error.waybill.signature': '快递100 推送签名不正确',
};

const en: Record<keyof typeof zh, string> = {
  'rule.waybill.expressCode': 'The express company code is at most 20 characters',
  'rule.waybill.orderSn': 'The order number is at most 40 characters',
  'rule.waybill.partnerId': 'The customer code must be 1 to 64 characters',
  'rule.waybill.partnerKey': 'The key is at most 128 characters',
  'rule.waybill.net': 'The branch is at most 64 characters',
  'rule.waybill.payType': 'Choose a pay type',
  'rule.waybill.orders': 'Choose 1 to 50 orders',
  'error.waybill.notWaybillCompany':
    'This express company does not issue e-waybills, or the shop does not use it',
  'error.waybill.keyRequired': 'Enter the e-waybill key',
  'error.waybill.noAccount': 'Set up the e-waybill account of {express} in logistics first',
  'error.waybill.provider': 'The e-waybill service answered an error: {message}',
  'error.waybill.none': 'No e-waybill has been issued for this order yet',
  'error.waybill.orderMissing': 'The order does not exist',
  'error.waybill.inProgress': "This order's e-waybill is being issued; try again shortly",
  'error.waybill.signature': 'The Kuaidi100 push signature does not match',
};

export const WAYBILL_MESSAGES = { zh, en };
addAreaMessages(WAYBILL_MESSAGES);
