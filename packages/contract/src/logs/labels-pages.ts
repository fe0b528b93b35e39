import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of the shop pages (店铺装修, issue 24). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const PAGES_LABELS: LabelMap = {
  'shop-theme.set': l('更换店铺主题', 'Shop theme changed'),
  'shop-slide.create': l('添加幻灯片', 'Slide added'),
  'shop-slide.update': l('修改幻灯片', 'Slide changed'),
  'shop-slide.delete': l('删除幻灯片', 'Slide deleted'),
  'shop-nav.create': l('添加导航', 'Navigation item added'),
  'shop-nav.update': l('修改导航', 'Navigation item changed'),
  'shop-nav.delete': l('删除导航', 'Navigation item deleted'),
  'mobile-home.save': l('保存移动端首页草稿', 'Mobile home draft saved'),
  'mobile-home.publish': l('发布移动端首页', 'Mobile home page published'),
  'mobile-home.restore': l('恢复移动端首页版本', 'Mobile home version restored'),
};

export const PAGES_TARGET_TYPES: LabelMap = {
  'shop-theme': l('店铺主题', 'Shop theme'),
  'shop-slide': l('幻灯片', 'Slide'),
  'shop-nav': l('导航', 'Navigation item'),
  'mobile-home': l('移动端首页', 'Mobile home page'),
};
