import { describe, it, expect } from 'vitest';
import { CATALOGUE, CATEGORIES } from './catalogue-data.ts';
import { MEMBERS } from './members-data.ts';

const DRUG_APPROVAL = /^国药准字[HZS]\d{8}$/;
const HEALTH_APPROVAL = /^国食健[字注]G\d{8}$/;
const DEVICE_APPROVAL = /^(?:[\u4e00-\u9fa5]械注[准进]\d{11}|[\u4e00-\u9fa5]{1,2}械备\d{8}号)$/;

describe('demo catalogue', () => {
  it('has at least 220 hand-written items', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(220);
  });

  it('has unique, search-safe goods codes', () => {
    const codes = CATALOGUE.map((g) => g.goods_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^(?:RX\d{6}|OTC\d{5}|HF\d{6}|DV\d{6})$/);
  });

  it('files every item under a category of the tree, and every category name is unique', () => {
    const names = CATEGORIES.flatMap((c) => [c.name, ...(c.children ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(names);
    for (const g of CATALOGUE) expect(known.has(g.category), `${g.goods_code} → ${g.category}`).toBe(true);
    const leaves = CATEGORIES.flatMap((c) => c.children ?? [c.name]);
    const used = new Set(CATALOGUE.map((g) => g.category));
    for (const leaf of leaves) expect(used.has(leaf), leaf).toBe(true);
  });

  it('has positive integer prices and non-negative integer stock', () => {
    for (const g of CATALOGUE) {
      expect(Number.isInteger(g.price_fen), g.goods_code).toBe(true);
      expect(g.price_fen, g.goods_code).toBeGreaterThan(0);
      expect(Number.isInteger(g.stock), g.goods_code).toBe(true);
      expect(g.stock, g.goods_code).toBeGreaterThanOrEqual(0);
      expect(g.stock, g.goods_code).toBeLessThanOrEqual(500);
    }
  });

  it('is 30–50% prescription drugs, with RX codes exactly on RX items', () => {
    const rx = CATALOGUE.filter((g) => g.drug_type === 'RX');
    const share = rx.length / CATALOGUE.length;
    expect(share).toBeGreaterThanOrEqual(0.3);
    expect(share).toBeLessThanOrEqual(0.5);
    for (const g of CATALOGUE) expect(g.goods_code.startsWith('RX'), g.goods_code).toBe(g.drug_type === 'RX');
  });

  it('uses a well-formed approval number for each kind of goods', () => {
    for (const g of CATALOGUE) {
      const pattern =
        g.drug_type === 'HEALTH'
          ? HEALTH_APPROVAL
          : g.drug_type === 'DEVICE'
            ? DEVICE_APPROVAL
            : DRUG_APPROVAL;
      expect(g.approval_number, g.goods_code).toMatch(pattern);
    }
    // 中药 carries Z, biologicals (insulin, live bacteria) S.
    for (const g of CATALOGUE.filter((x) => x.common_name.includes('胰岛素') && x.drug_type === 'RX')) {
      expect(g.approval_number).toMatch(/^国药准字S/);
      expect(g.storage).toContain('2-8℃');
    }
  });

  it('has filled text fields that fit the goods table and survive literal LIKE searches', () => {
    for (const g of CATALOGUE) {
      for (const f of [
        g.goods_name,
        g.common_name,
        g.specs,
        g.dosage_form,
        g.manufacturer,
        g.storage,
        g.unit,
      ]) {
        expect(f.trim().length, g.goods_code).toBeGreaterThan(0);
      }
      expect(g.goods_name.length).toBeLessThanOrEqual(200);
      expect(g.specs.length).toBeLessThanOrEqual(100);
      expect(g.storage.length).toBeLessThanOrEqual(200);
      expect(g.unit.length).toBeLessThanOrEqual(10);
      expect(`${g.goods_name}${g.common_name}${g.goods_code}`).not.toMatch(/[%_]/);
    }
  });

  it('has some out-of-stock and low-stock items for the low-stock warning', () => {
    expect(CATALOGUE.filter((g) => g.stock < 10).length).toBeGreaterThanOrEqual(5);
    expect(CATALOGUE.some((g) => g.stock === 0)).toBe(true);
  });
});

describe('demo members', () => {
  it('has 60 buyers with unique valid mobiles and unique user names', () => {
    expect(MEMBERS).toHaveLength(60);
    const mobiles = MEMBERS.map((m) => m.mobile);
    expect(new Set(mobiles).size).toBe(60);
    for (const m of mobiles) expect(m).toMatch(/^1[3-9]\d{9}$/);
    expect(new Set(MEMBERS.map((m) => m.uname)).size).toBe(60);
  });

  it('has Chinese real names and both sexes', () => {
    for (const m of MEMBERS) {
      expect(m.real_name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect([0, 1]).toContain(m.sex);
    }
    expect(MEMBERS.some((m) => m.sex === 1)).toBe(true);
    expect(MEMBERS.some((m) => m.sex === 0)).toBe(true);
  });
});
