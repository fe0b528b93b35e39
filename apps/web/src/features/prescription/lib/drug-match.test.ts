import { describe, expect, it } from 'vitest';
import { hasMismatch, matchDrugs } from './drug-match.ts';

const drug = (id: number, goods_id: number | null, drug_name: string, quantity: number) => ({
  id,
  goods_id,
  drug_name,
  specs: '',
  dosage: '口服，一次 1 片，一日 3 次',
  quantity,
  unit: '盒',
});
const item = (goods_id: number, common_name: string, num: number, is_prescription = 1) => ({
  goods_id,
  goods_code: `G${goods_id}`,
  goods_name: `${common_name}（商品名）`,
  common_name,
  specs: '',
  is_prescription,
  price: 10,
  num,
  subtotal: 10 * num,
});

describe('matchDrugs', () => {
  it('pairs lines with prescribed drugs by goods id, else by name', () => {
    const rows = matchDrugs(
      [drug(1, 11, '阿莫西林胶囊', 2), drug(2, null, ' 布洛芬 缓释胶囊', 1)],
      [item(11, '阿莫西林胶囊', 2), item(12, '布洛芬缓释胶囊', 1)],
    );
    expect(rows.map((row) => [row.item?.goods_id, row.drug?.id, row.status])).toEqual([
      [11, 1, 'match'],
      [12, 2, 'match'],
    ]);
    expect(hasMismatch(rows)).toBe(false);
  });

  it('flags more units than prescribed and prescription lines the prescription does not name', () => {
    const rows = matchDrugs(
      [drug(1, 11, '阿莫西林胶囊', 1)],
      [item(11, '阿莫西林胶囊', 3), item(13, '头孢克肟', 1)],
    );
    expect(rows.map((row) => row.status)).toEqual(['overQuantity', 'notPrescribed']);
    expect(hasMismatch(rows)).toBe(true);
  });

  it('lets OTC lines through and lists prescribed drugs nobody ordered', () => {
    const rows = matchDrugs(
      [drug(1, 11, '阿莫西林胶囊', 1), drug(2, 99, '氯雷他定片', 1)],
      [item(11, '阿莫西林胶囊', 1), item(20, '维生素C', 2, 0)],
    );
    expect(rows.map((row) => row.status)).toEqual(['match', 'otc', 'notOrdered']);
    expect(rows[2]?.item).toBeNull();
    expect(hasMismatch(rows)).toBe(false);
  });

  it('uses each prescription entry once', () => {
    const rows = matchDrugs(
      [drug(1, 11, '阿莫西林胶囊', 1)],
      [item(11, '阿莫西林胶囊', 1), item(11, '阿莫西林胶囊', 1)],
    );
    expect(rows.map((row) => row.status)).toEqual(['match', 'notPrescribed']);
  });
});
