import { describe, expect, it } from 'vitest';
import { fts5Match, keywordQuery, searchText, tsQuery } from './search-text.ts';

describe('search text', () => {
  it('splits CJK into characters and keeps ASCII runs, lower-cased and NFKC-folded', () => {
    expect(searchText('仁和 感冒灵颗粒', '维生素ＶＣ片', 'OTC-0123')).toBe(
      '仁 和 感 冒 灵 颗 粒 维 生 素 vc 片 otc 0123 rh gmlkl wss',
    );
  });

  it('adds the pinyin initials of each Chinese run, once, for mnemonic-code search', () => {
    expect(searchText('仁和 感冒灵颗粒', '感冒灵颗粒', 'A1').split(' ').slice(13)).toEqual(['rh', 'gmlkl']);
    expect(searchText('布洛芬缓释胶囊')).toMatch(/ blfhsjn$/);
  });

  it('turns a keyword into a phrase, the last ASCII token a prefix', () => {
    const q = keywordQuery('感冒灵')!;
    expect(fts5Match(q)).toBe('"感 冒 灵"');
    expect(tsQuery(q)).toBe('感 <-> 冒 <-> 灵');
    const code = keywordQuery(' BG06 ')!;
    expect(fts5Match(code)).toBe('"bg06" *');
    expect(tsQuery(code)).toBe('bg06:*');
  });

  it('has no query for punctuation only, and never passes quotes or operators through', () => {
    expect(keywordQuery('-*"')).toBeNull();
    expect(fts5Match(keywordQuery('a" OR "b')!)).toBe('"a or b" *');
    expect(tsQuery(keywordQuery("x' | y:*")!)).toBe('x <-> y:*');
  });
});
