import type { Label, LabelMap } from './labels-core.ts';
import {
  AFTER_SALE_LABELS,
  AUTH_LABELS,
  CLERK_LABELS,
  CORE_TARGET_TYPES,
  GOODS_LABELS,
  ORDER_LABELS,
  PRESCRIPTION_LABELS,
} from './labels-core.ts';
import { ASK_LABELS, COMMENT_LABELS, MEMBER_LABELS, PEOPLE_TARGET_TYPES } from './labels-people.ts';
import { SECKILL_LABELS, SECKILL_TARGET_TYPES } from './labels-seckill.ts';
import { COUPON_LABELS, COUPON_TARGET_TYPES } from './labels-coupons.ts';
import { PROMOTION_LABELS, PROMOTION_TARGET_TYPES } from './labels-promotions.ts';
import { INVOICE_LABELS, INVOICE_TARGET_TYPES } from './labels-invoices.ts';
import { LOGISTICS_LABELS, LOGISTICS_TARGET_TYPES } from './labels-logistics.ts';
import { SETTLEMENT_LABELS, SETTLEMENT_TARGET_TYPES } from './labels-settlement.ts';
import { WAYBILL_LABELS, WAYBILL_TARGET_TYPES } from './labels-waybills.ts';
import { PAGES_LABELS, PAGES_TARGET_TYPES } from './labels-pages.ts';
import { QUALIFICATION_LABELS, QUALIFICATION_TARGET_TYPES } from './labels-qualifications.ts';
import { SETTINGS_LABELS, SETTINGS_TARGET_TYPES } from './labels-settings.ts';
import { SHOP_SETTINGS_LABELS, SHOP_SETTINGS_TARGET_TYPES } from './labels-shop-settings.ts';
import { targetTypeOf } from './target-type.ts';

export type { Label, LabelMap } from './labels-core.ts';
export type LabelLanguage = 'zh' | 'en';

/** Every action code the server writes, with its label. A new area adds its map here (one import
 * and one spread), and its target types below. */
export const ACTION_LABELS: LabelMap = {
  ...AUTH_LABELS,
  ...CLERK_LABELS,
  ...GOODS_LABELS,
  ...ORDER_LABELS,
  ...AFTER_SALE_LABELS,
  ...PRESCRIPTION_LABELS,
  ...MEMBER_LABELS,
  ...COMMENT_LABELS,
  ...ASK_LABELS,
  ...SECKILL_LABELS,
  ...COUPON_LABELS,
  ...PROMOTION_LABELS,
  ...INVOICE_LABELS,
  ...LOGISTICS_LABELS,
  ...SETTLEMENT_LABELS,
  ...WAYBILL_LABELS,
  ...PAGES_LABELS,
  ...QUALIFICATION_LABELS,
  ...SETTINGS_LABELS,
  ...SHOP_SETTINGS_LABELS,
};

export const TARGET_TYPE_LABELS: LabelMap = {
  ...CORE_TARGET_TYPES,
  ...PEOPLE_TARGET_TYPES,
  ...SECKILL_TARGET_TYPES,
  ...COUPON_TARGET_TYPES,
  ...PROMOTION_TARGET_TYPES,
  ...INVOICE_TARGET_TYPES,
  ...LOGISTICS_TARGET_TYPES,
  ...SETTLEMENT_TARGET_TYPES,
  ...WAYBILL_TARGET_TYPES,
  ...PAGES_TARGET_TYPES,
  ...QUALIFICATION_TARGET_TYPES,
  ...SETTINGS_TARGET_TYPES,
  ...SHOP_SETTINGS_TARGET_TYPES,
};

const pick = (label: Label | undefined, lang: LabelLanguage) => label?.[lang];

/**
 * An action's label: the code's own; for a state change of several steps (`order.pay+setout`)
 * the steps' labels joined; a prefix filter (`goods.` / `goods.*`) its target type's label;
 * anything unknown shows as itself.
 */
export function actionLabel(code: string, lang: LabelLanguage, labels: LabelMap = ACTION_LABELS): string {
  const own = pick(labels[code], lang);
  if (own) return own;
  const prefix = /^(.+)[.*]$/.exec(code)?.[1]?.replace(/\.$/, '');
  if (prefix) return targetTypeLabel(prefix, lang) + (lang === 'zh' ? '（全部）' : ' (all)');
  if (code.includes('+')) {
    const type = targetTypeOf(code.split('+')[0]!);
    const steps = code.slice(type.length + 1).split('+');
    const names = steps.map((s) => pick(labels[`${type}.${s}`], lang));
    if (names.every(Boolean)) return names.join(' + ');
  }
  return code;
}

/** A target type's label, or the type itself when unknown. */
export function targetTypeLabel(type: string, lang: LabelLanguage, labels: LabelMap = TARGET_TYPE_LABELS) {
  return pick(labels[type], lang) ?? type;
}

export interface ActionOption {
  value: string;
  label: string;
}
export interface ActionGroup {
  /** The group's own value filters by prefix (`order.` → every order action). */
  value: string;
  label: string;
  options: ActionOption[];
}

/** The action select's options, grouped by target type in the maps' order. */
export function actionGroups(lang: LabelLanguage, labels: LabelMap = ACTION_LABELS): ActionGroup[] {
  const groups = new Map<string, ActionGroup>();
  for (const code of Object.keys(labels)) {
    const type = targetTypeOf(code);
    let g = groups.get(type);
    if (!g) {
      g = { value: `${type}.`, label: targetTypeLabel(type, lang), options: [] };
      groups.set(type, g);
    }
    g.options.push({ value: code, label: actionLabel(code, lang, labels) });
  }
  return [...groups.values()];
}

/** The codes whose label contains `keyword` (the list's keyword also finds actions by label). */
export function actionsLabelled(keyword: string, labels: LabelMap = ACTION_LABELS): string[] {
  const k = keyword.toLowerCase();
  return Object.entries(labels)
    .filter(([, v]) => v.zh.includes(keyword) || v.en.toLowerCase().includes(k))
    .map(([code]) => code);
}
