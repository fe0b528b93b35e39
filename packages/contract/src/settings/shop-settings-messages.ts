import { addAreaMessages } from '../common/locale.ts';

/** Messages of shop settings, stores and the map services (issue 24). Registered with
 * translateMessage when imported (the server's settings and maps modules, the web's pages). */
const zh = {
  'rule.shop.name': '店铺名称须为 2-40 个字符',
  'rule.shop.contactName': '联系人最多 20 个字符',
  'rule.shop.phone': '请输入正确的电话号码',
  'rule.shop.description': '店铺简介最多 500 个字符',
  'rule.shop.address': '详细地址最多 200 个字符',
  'rule.shop.region': '请选择所在地区',
  'rule.shop.time': '请输入正确的时间（HH:mm）',
  'rule.shop.hours': '打烊时间须晚于营业时间',
  'rule.shop.radius': '配送半径须为 0-50000 米的整数',
  'rule.shop.logo': '请上传店铺 Logo 图片',
  'rule.store.name': '门店名称最多 40 个字符',
  'rule.map.point': '请在地图上选择正确的位置',
  'rule.map.provider': '不支持的地图服务',
  'rule.map.tile': '地图瓦片坐标不正确',
  'rule.map.address': '地址最多 120 个字符',
  'error.shop.logoNotOwned': '只能使用本店上传的图片作为 Logo',
  'error.shop.regionMissing': '所选地区不存在',
  'error.store.parent': '上级组织不存在或不能包含门店',
  'error.store.pharmacist': '所选药师不是本店的执业药师',
  'error.store.hasOrders': '该门店已有 {count} 个订单，不能删除',
  'error.maps.notConfigured.amap': '高德地图服务未配置，请联系管理员（地址仍可保存，但没有地图位置）',
  'error.maps.notConfigured.tencent': '腾讯地图服务未配置，请联系管理员（地址仍可保存，但没有地图位置）',
  'error.maps.provider': '地图服务返回错误：{message}',
};

const en: Record<keyof typeof zh, string> = {
  'rule.shop.name': 'The shop name must be 2 to 40 characters',
  'rule.shop.contactName': 'The contact is at most 20 characters',
  'rule.shop.phone': 'Enter a valid telephone number',
  'rule.shop.description': 'The description is at most 500 characters',
  'rule.shop.address': 'The address is at most 200 characters',
  'rule.shop.region': 'Choose the region',
  'rule.shop.time': 'Enter a valid time (HH:mm)',
  'rule.shop.hours': 'The closing time must be after the opening time',
  'rule.shop.radius': 'The delivery radius must be a whole number of metres from 0 to 50000',
  'rule.shop.logo': 'Upload an image as the shop logo',
  'rule.store.name': 'The store name is at most 40 characters',
  'rule.map.point': 'Choose a valid point on the map',
  'rule.map.provider': 'Unsupported map service',
  'rule.map.tile': 'Invalid map tile coordinates',
  'rule.map.address': 'The address is at most 120 characters',
  'error.shop.logoNotOwned': 'Only an image uploaded by this shop can be the logo',
  'error.shop.regionMissing': 'The chosen region does not exist',
  'error.store.parent': 'The parent organisation does not exist or cannot hold stores',
  'error.store.pharmacist': 'The chosen pharmacist is not a pharmacist of this shop',
  'error.store.hasOrders': 'This store has {count} orders and cannot be deleted',
  'error.maps.notConfigured.amap':
    'The AMap service is not configured; ask the administrator (the address can still be saved, without a map point)',
  'error.maps.notConfigured.tencent':
    'The Tencent Maps service is not configured; ask the administrator (the address can still be saved, without a map point)',
  'error.maps.provider': 'The map service answered an error: {message}',
};

export const SHOP_SETTINGS_MESSAGES = { zh, en };
addAreaMessages(SHOP_SETTINGS_MESSAGES);
