import { describe, expect, it } from 'vitest';
import { freightFee, NO_TEMPLATE_RULES, type FreightTemplateRules } from './freight-calc.ts';

// Zhejiang → Hangzhou → Xihu → a street; Xinjiang → Urumqi; Beijing → its district.
const HANGZHOU = [33, 3301, 330106, 330106001];
const NINGBO = [33, 3302, 330203];
const URUMQI = [65, 6501, 650102];
const BEIJING = [11, 1101, 110101];

const byPiece: FreightTemplateRules = {
  type: 'PIECE',
  rules: {
    // 1 piece ¥8, each further 2 pieces (begun) ¥3.
    default_area: { first: 1, first_price: 800, additional: 2, additional_price: 300 },
    areas: [
      // Xinjiang and Tibet dearer; Hangzhou city (not all of Zhejiang) cheaper.
      { region_ids: [65, 54], first: 1, first_price: 2000, additional: 1, additional_price: 1000 },
      { region_ids: [3301], first: 2, first_price: 500, additional: 1, additional_price: 100 },
    ],
    free_rules: [
      { region_ids: [], min_amount: 19900, min_pieces: null },
      { region_ids: [33], min_amount: null, min_pieces: 5 },
    ],
  },
};

const byWeight: FreightTemplateRules = {
  type: 'WEIGHT',
  rules: {
    // First 1000 g ¥10, each further 500 g (begun) ¥2.
    default_area: { first: 1000, first_price: 1000, additional: 500, additional_price: 200 },
    areas: [{ region_ids: [11], first: 500, first_price: 600, additional: 500, additional_price: 150 }],
    free_rules: [{ region_ids: [11], min_amount: 5000, min_pieces: null }],
  },
};

const cases: [string, FreightTemplateRules, number[], number, number, number, number][] = [
  // name, template, region path, pieces, grams, paid (fen), expected fee (fen)
  ['piece: first only', byPiece, BEIJING, 1, 0, 1000, 800],
  ['piece: one additional step', byPiece, BEIJING, 2, 0, 1000, 1100],
  ['piece: a begun step is charged whole', byPiece, BEIJING, 4, 0, 1000, 1400],
  ['piece: exact steps', byPiece, BEIJING, 5, 0, 1000, 1400],
  ['piece: province-level area matches a deeper path', byPiece, URUMQI, 3, 0, 1000, 4000],
  ['piece: city-level area matches its city', byPiece, HANGZHOU, 3, 0, 1000, 600],
  ['piece: another city of that province pays the default', byPiece, NINGBO, 3, 0, 1000, 1100],
  ['free: amount reached anywhere', byPiece, URUMQI, 3, 0, 19900, 0],
  ['free: amount just below', byPiece, URUMQI, 1, 0, 19899, 2000],
  ['free: pieces reached in the rule’s province', byPiece, NINGBO, 5, 0, 100, 0],
  ['free: pieces rule not outside its province', byPiece, BEIJING, 5, 0, 100, 1400],
  ['weight: under the first weight', byWeight, URUMQI, 1, 300, 100, 1000],
  ['weight: zero weight still pays the first weight', byWeight, URUMQI, 2, 0, 100, 1000],
  ['weight: one gram over begins a step', byWeight, URUMQI, 1, 1001, 100, 1200],
  ['weight: several steps', byWeight, URUMQI, 3, 2400, 100, 1600],
  ['weight: area charge', byWeight, BEIJING, 1, 1200, 100, 900],
  ['weight: free in the area by amount', byWeight, BEIJING, 1, 1200, 5000, 0],
  ['weight: the area’s free rule does not free elsewhere', byWeight, HANGZHOU, 1, 1200, 5000, 1200],
  ['nothing shipped costs nothing', byWeight, URUMQI, 0, 0, 0, 0],
  ['no template: ¥8', NO_TEMPLATE_RULES, HANGZHOU, 3, 900, 9899, 800],
  ['no template: free from ¥99', NO_TEMPLATE_RULES, HANGZHOU, 3, 900, 9900, 0],
];

describe('freight-calc (运费计算)', () => {
  it.each(cases)('%s', (_name, template, regionIds, pieces, grams, paid, expected) => {
    expect(freightFee(template, { regionIds, pieces, grams, paid })).toBe(expected);
  });

  it('ignoreFree gives the full fee that a free-shipping tier is worth', () => {
    expect(freightFee(byPiece, { regionIds: URUMQI, pieces: 3, grams: 0, paid: 19900 }, true)).toBe(4000);
    expect(freightFee(NO_TEMPLATE_RULES, { regionIds: [], pieces: 1, grams: 0, paid: 50000 }, true)).toBe(
      800,
    );
  });
});
