import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of shop settings and stores (issue 24). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const SHOP_SETTINGS_LABELS: LabelMap = {
  'shop.settings.update': l('修改店铺设置', 'Shop settings changed'),
  'shop.logo.update': l('修改店铺 Logo', 'Shop logo changed'),
  'store.create': l('添加门店', 'Store added'),
  'store.update': l('编辑门店', 'Store edited'),
  'store.delete': l('删除门店', 'Store deleted'),
};

export const SHOP_SETTINGS_TARGET_TYPES: LabelMap = {
  'shop.settings': l('店铺设置', 'Shop settings'),
  'shop.logo': l('店铺 Logo', 'Shop logo'),
  store: l('门店', 'Store'),
};
