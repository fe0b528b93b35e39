import { describe, expect, it } from 'vitest';
import * as signedInEn from './signed-in-translations-en.ts';
import * as signedInZh from './signed-in-translations-zh.ts';
import { mergeAreas } from './merge-areas.ts';
import * as publicEn from './translations-en.ts';
import * as publicZh from './translations-zh.ts';
import * as goodsEn from '../features/goods/locales/goods-pack-en.ts';
import * as goodsZh from '../features/goods/locales/goods-pack-zh.ts';

/** The goods pack's files under paths mergeAreas reads as the goods area. */
const goodsFiles = (files: Record<string, Record<string, unknown>>, lang: string) =>
  Object.fromEntries(
    Object.entries(files).map(([name, tree]) => [`features/goods/locales/${name}/${lang}.json`, tree]),
  );

// The first-render strings, the signed-in areas' ones and the areas' lazy packs (goods) together:
// what a signed-in page has once its area is open.
const zh = {
  areaFiles: { ...publicZh.areaFiles, ...signedInZh.areaFiles, ...goodsFiles(goodsZh.areaFiles, 'zh') },
  translations: mergeAreas(publicZh.translations, {
    ...signedInZh.areaFiles,
    ...goodsFiles(goodsZh.areaFiles, 'zh'),
  }),
};
const en = {
  areaFiles: { ...publicEn.areaFiles, ...signedInEn.areaFiles, ...goodsFiles(goodsEn.areaFiles, 'en') },
  translations: mergeAreas(publicEn.translations, {
    ...signedInEn.areaFiles,
    ...goodsFiles(goodsEn.areaFiles, 'en'),
  }),
};

/** Flattens nested translation objects to `a.b.c` → value, the way i18next reads keys. */
function flatten(node: unknown, prefix = ''): Record<string, unknown> {
  if (node === null || typeof node !== 'object') return { [prefix]: node };
  return Object.entries(node).reduce<Record<string, unknown>>(
    (acc, [key, value]) => ({ ...acc, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

describe('translation files', () => {
  const zhFlat = flatten(zh.translations);
  const enFlat = flatten(en.translations);

  it('every area with Chinese strings has English ones too', () => {
    const areas = (files: Record<string, unknown>) =>
      Object.keys(files)
        .map((p) => p.replace(/\/(zh|en)\.json$/, ''))
        .sort();
    expect(areas(en.areaFiles)).toEqual(areas(zh.areaFiles));
  });

  it('have exactly the same keys', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(zhFlat).sort());
  });

  it.each([
    ['zh', zhFlat],
    ['en', enFlat],
  ])('%s has no empty or non-string value', (_name, flat) => {
    for (const [key, value] of Object.entries(flat)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of Object.keys(zhFlat)) {
      expect(placeholders(enFlat[key]), key).toEqual(placeholders(zhFlat[key]));
    }
  });
});
