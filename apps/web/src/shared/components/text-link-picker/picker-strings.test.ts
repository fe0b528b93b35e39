import { describe, expect, it } from 'vitest';
import activityEn from '../activity-picker/strings/en.json';
import activityZh from '../activity-picker/strings/zh.json';
import { ACTIVITY_KINDS } from '@rxdesk/contract/promotions/activities';
import { TEXT_LINK_TYPES } from '@rxdesk/contract/promotions/text-link';
import textLinkEn from './strings/en.json';
import textLinkZh from './strings/zh.json';
import { toFormValues, toTextLinkValue } from './text-link-form.ts';

/** `a.b.c` keys of a nested strings file. */
function keys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

// These pickers' strings load with the picker, not with the shell's locale files, so the shell's
// parity test (i18n/locale-files.test.ts) does not see them: checked here.
describe('activity and text-link picker strings', () => {
  it('have the same keys in Chinese and English, none empty', () => {
    expect(keys(activityEn).sort()).toEqual(keys(activityZh).sort());
    expect(keys(textLinkEn).sort()).toEqual(keys(textLinkZh).sort());
    const values = (node: object): unknown[] =>
      Object.values(node).flatMap((v) => (v !== null && typeof v === 'object' ? values(v as object) : [v]));
    for (const file of [activityEn, activityZh, textLinkEn, textLinkZh]) {
      for (const v of values(file)) expect(typeof v === 'string' && v.length > 0).toBe(true);
    }
  });

  it('name every activity kind and every text-link type', () => {
    for (const kind of ACTIVITY_KINDS) expect(activityZh.kind[kind]).toBeTruthy();
    for (const type of TEXT_LINK_TYPES) expect(textLinkZh.optType[type]).toBeTruthy();
    expect(activityZh.unpublished).toBe('暂未发布');
  });
});

describe('text-link form values', () => {
  it('hands back an unset type as NONE and no value with NONE', () => {
    expect(toTextLinkValue({ text: '去看看' })).toEqual({ text: '去看看', opt_type: 'NONE' });
    expect(toTextLinkValue({ text: '去看看', opt_type: 'NONE', opt_value: '/x' })).toEqual({
      text: '去看看',
      opt_type: 'NONE',
    });
    expect(toTextLinkValue({ text: 'a', opt_type: 'GOODS', opt_value: ' 12 ' })).toEqual({
      text: 'a',
      opt_type: 'GOODS',
      opt_value: '12',
    });
  });

  it('starts empty, or from the value being edited', () => {
    expect(toFormValues(undefined)).toEqual({ text: '' });
    expect(toFormValues({ text: 't', opt_type: 'URL', opt_value: '/coupon' })).toEqual({
      text: 't',
      opt_type: 'URL',
      opt_value: '/coupon',
    });
  });
});
