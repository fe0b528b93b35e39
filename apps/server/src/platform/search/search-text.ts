/**
 * Keyword search over Chinese and code text without a Chinese word segmenter: every CJK character
 * is a token of its own and every run of ASCII letters/digits is one token. A keyword becomes the
 * phrase of its tokens (adjacent, in order), the last ASCII token matched as a prefix — so 感冒
 * finds 感冒灵颗粒, 布洛芬 finds 布洛芬缓释胶囊 and BG06 finds the code BG060001, through the
 * full-text index of each dialect (SQLite FTS5, PostgreSQL tsvector; see ./keyword-filter.ts)
 * instead of a LIKE scan of every row.
 *
 * The indexed text also holds every pair of adjacent Chinese characters (感冒 冒灵 灵颗 颗粒) in
 * order, so that a keyword of Chinese only is the phrase of its pairs: a common pair (颗粒, in a
 * fifth of a pharmacy's names) is one short list to read, where the phrase of its two characters
 * meant merging the positions of two long ones (5 ms a request at 100 000 SKUs).
 */

import { pinyin } from 'pinyin-pro';

/** CJK ideographs (BMP and extension A) and the full-width forms are single-character tokens. */
const TOKEN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[a-z0-9]+/g;

export function searchTokens(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
}

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const CJK_CHAR = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;

/** The pinyin initials of each run of Chinese characters (感冒灵颗粒 → gmlkl): the mnemonic code
 * (助记码) pharmacy staff type, found by prefix like any ASCII token. pinyin-pro is pinned exactly:
 * other data would index other initials than the rows already stored. */
function initials(text: string): string[] {
  return (text.match(CJK_RUN) ?? [])
    .filter((run) => run.length > 1)
    .map((run) => pinyin(run, { pattern: 'first', toneType: 'none', type: 'array' }).join(''))
    .filter((code) => /^[a-z]+$/.test(code));
}

/** The pairs of adjacent characters of each Chinese run, runs kept apart by the token `x` so that
 * the last pair of one run and the first of the next are never adjacent in a phrase. */
function pairs(text: string): string[] {
  const runs = (text.match(CJK_RUN) ?? []).filter((run) => run.length > 1);
  return runs.flatMap((run, r) => [
    ...(r > 0 ? ['x'] : []),
    ...Array.from({ length: run.length - 1 }, (_, i) => run.slice(i, i + 2)),
  ]);
}

const MAX_TEXT = 600;

/** The indexed text of a row: the tokens of its searchable fields, the pairs of their Chinese,
 * then its pinyin initials, separated by spaces (cut at a token boundary within the column). */
export function searchText(...parts: string[]): string {
  const text = parts.join(' ').normalize('NFKC').toLowerCase();
  const all = [...searchTokens(text), ...pairs(text), ...new Set(initials(text))].join(' ');
  return all.length <= MAX_TEXT ? all : all.slice(0, all.lastIndexOf(' ', MAX_TEXT));
}

export interface KeywordQuery {
  tokens: string[];
  /** Whether the last token is matched as a prefix (an ASCII token: a code typed in part). */
  prefix: boolean;
}

/** The query of a keyword; null when it has no token (only punctuation): nothing can match it.
 * Chinese only and two characters or more: the phrase of its pairs; otherwise of its tokens. */
export function keywordQuery(keyword: string): KeywordQuery | null {
  const tokens = searchTokens(keyword).slice(0, 32);
  if (tokens.length === 0) return null;
  if (tokens.length > 1 && tokens.every((t) => CJK_CHAR.test(t)))
    return { tokens: tokens.slice(1).map((t, i) => tokens[i] + t), prefix: false };
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
