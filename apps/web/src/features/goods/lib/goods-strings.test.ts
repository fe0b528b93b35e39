import { afterAll, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../../i18n/i18n.ts';
import { loadGoodsStrings } from './goods-strings.ts';

describe('goods strings (a lazy pack of their own)', () => {
  afterAll(() => switchLanguage('zh'));

  it('arrive with the first goods page, and follow a language switch', async () => {
    await switchLanguage('zh');
    await loadGoodsStrings();
    expect(i18n.t('goods.review.rejectTitle')).not.toBe('goods.review.rejectTitle');
    const zh = i18n.t('goods.review.rejectTitle');
    await switchLanguage('en');
    const en = i18n.t('goods.review.rejectTitle');
    expect(en).not.toBe('goods.review.rejectTitle');
    expect(en).not.toBe(zh);
  });
});
