import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of issue 22's promotions: `promotion.<kind's permission name>.<action>`. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const PROMOTION_LABELS: LabelMap = {
  'promotion.full-cut.create': l('创建满减满赠活动', 'Full cut created'),
  'promotion.full-cut.edit': l('修改满减满赠活动', 'Full cut edited'),
  'promotion.full-cut.close': l('关闭满减满赠活动', 'Full cut closed'),
  'promotion.full-cut.delete': l('删除满减满赠活动', 'Full cut deleted'),
  'promotion.single-cut.create': l('创建单品立减活动', 'Single cut created'),
  'promotion.single-cut.edit': l('修改单品立减活动', 'Single cut edited'),
  'promotion.single-cut.close': l('关闭单品立减活动', 'Single cut closed'),
  'promotion.single-cut.delete': l('删除单品立减活动', 'Single cut deleted'),
  'promotion.second-half-price.create': l('创建第二件半价活动', 'Second half price created'),
  'promotion.second-half-price.edit': l('修改第二件半价活动', 'Second half price edited'),
  'promotion.second-half-price.close': l('关闭第二件半价活动', 'Second half price closed'),
  'promotion.second-half-price.delete': l('删除第二件半价活动', 'Second half price deleted'),
};

export const PROMOTION_TARGET_TYPES: LabelMap = {
  promotion: l('促销活动', 'Promotion'),
  'promotion.full-cut': l('满减满赠', 'Full cut'),
  'promotion.single-cut': l('单品立减', 'Single cut'),
  'promotion.second-half-price': l('第二件半价', 'Second half price'),
};
