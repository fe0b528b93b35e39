/**
 * Keyword search over Chinese and code text without a Chinese word segmenter: every CJK character
 * is a token of its own and every run of ASCII letters/digits is one token. A keyword becomes the
 * phrase of its tokens (adjacent, in order), the last ASCII token matched as a prefix — so 感冒
 * finds 感冒灵颗粒, 布洛芬 finds 布洛芬缓释胶囊 and BG06 finds the code BG060001, through the
 * full-text index of each dialect (SQLite FTS5, PostgreSQL tsvector; see ./keyword-filter.ts)
 * instead of a LIKE scan of every row.
 */

import { pinyin } from 'pinyin-pro';

/** CJK ideographs (BMP and extension A) and the full-width forms are single-character tokens. */
const TOKEN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[a-z0-9]+/g;

export function searchTokens(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
}

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;

/** The pinyin initials of each run of Chinese characters (感冒灵颗粒 → gmlkl): the mnemonic code
 * (助记码) pharmacy staff type, found by prefix like any ASCII token. pinyin-pro is pinned exactly:
 * other data would index other initials than the rows already stored. */
function initials(text: string): string[] {
  return (text.match(CJK_RUN) ?? [])
    .filter((run) => run.length > 1)
    .map((run) => pinyin(run, { pattern: 'first', toneType: 'none', type: 'array' }).join(''))
    .filter((code) => /^[a-z]+$/.test(code));
}

/** The indexed text of a row: the tokens of its searchable fields, then the pinyin initials of
 * their Chinese, separated by spaces. */
export function searchText(...parts: string[]): string {
  const text = parts.join(' ').normalize('NFKC');
  return [...searchTokens(text), ...new Set(initials(text))].join(' ').slice(0, 600);
}

export interface KeywordQuery {
  tokens: string[];
  /** Whether the last token is matched as a prefix (an ASCII token: a code typed in part). */
  prefix: boolean;
}

/** The query of a keyword; null when it has no token (only punctuation): nothing can match it. */
export function keywordQuery(keyword: string): KeywordQuery | null {
  const tokens = searchTokens(keyword).slice(0, 32);
  if (tokens.length === 0) return null;
  return { tokens, prefix: /^[a-z0-9]/.test(tokens.at(-1)!) };
}

/** FTS5 MATCH text: `"t1 t2 t3"` or `"t1 t2" *`; tokens hold only letters, digits and CJK. */
export function fts5Match(q: KeywordQuery): string {
  return `"${q.tokens.join(' ')}"${q.prefix ? ' *' : ''}`;
}

/** PostgreSQL to_tsquery('simple', …) text: `t1 <-> t2 <-> t3:*`. */
export function tsQuery(q: KeywordQuery): string {
  return q.tokens.map((t, i) => (q.prefix && i === q.tokens.length - 1 ? `${t}:*` : t)).join(' <-> ');
}
