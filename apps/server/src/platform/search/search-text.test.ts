import { describe, expect, it } from 'vitest';
import { fts5Match, keywordQuery, searchText, tsQuery } from './search-text.ts';

describe('search text', () => {
  it('holds the characters and ASCII runs, the Chinese pairs by run, then the pinyin initials', () => {
    expect(searchText('仁和 感冒灵颗粒', '维生素ＶＣ片', 'OTC-0123')).toBe(
      '仁 和 感 冒 灵 颗 粒 维 生 素 vc 片 otc 0123 ' +
        '仁和 x 感冒 冒灵 灵颗 颗粒 x 维生 生素 ' +
        'rh gmlkl wss',
    );
  });

  it('gives each run of initials once and cuts a long text at a token boundary', () => {
    expect(searchText('仁和 感冒灵颗粒', '感冒灵颗粒', 'A1').split(' ').slice(-2)).toEqual(['rh', 'gmlkl']);
    const long = searchText('阿莫西林胶囊'.repeat(40));
    expect(long.length).toBeLessThanOrEqual(600);
    expect(long.endsWith(' ')).toBe(false);
    expect(
      searchText('阿莫西林胶囊'.repeat(40))
        .split(' ')
        .every((t) => t.length > 0),
    ).toBe(true);
  });

  it('turns a Chinese keyword into the phrase of its pairs, one character into itself', () => {
    const q = keywordQuery('感冒灵')!;
    expect(fts5Match(q)).toBe('"感冒 冒灵"');
    expect(tsQuery(q)).toBe('感冒 <-> 冒灵');
    expect(fts5Match(keywordQuery('颗粒')!)).toBe('"颗粒"');
    expect(fts5Match(keywordQuery('片')!)).toBe('"片"');
  });

  it('turns any other keyword into the phrase of its tokens, the last ASCII token a prefix', () => {
    const code = keywordQuery(' BG06 ')!;
    expect(fts5Match(code)).toBe('"bg06" *');
    expect(tsQuery(code)).toBe('bg06:*');
    expect(fts5Match(keywordQuery('维生素C')!)).toBe('"维 生 素 c" *');
  });

  it('has no query for punctuation only, and never passes quotes or operators through', () => {
    expect(keywordQuery('-*"')).toBeNull();
    expect(fts5Match(keywordQuery('a" OR "b')!)).toBe('"a or b" *');
    expect(tsQuery(keywordQuery("x' | y:*")!)).toBe('x <-> y:*');
  });
});
