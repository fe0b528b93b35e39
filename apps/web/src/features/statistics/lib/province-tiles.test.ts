import { describe, expect, it } from 'vitest';
import { PROVINCE_TILES, TILE_COLUMNS, TILE_ROWS, tileValues } from './province-tiles.ts';

describe('province tile grid', () => {
  it('has the 34 provincial divisions, each code and square once, inside the grid', () => {
    expect(PROVINCE_TILES).toHaveLength(34);
    expect(new Set(PROVINCE_TILES.map((t) => t.code)).size).toBe(34);
    expect(new Set(PROVINCE_TILES.map((t) => `${t.col},${t.row}`)).size).toBe(34);
    for (const tile of PROVINCE_TILES) {
      expect(tile.col).toBeLessThan(TILE_COLUMNS);
      expect(tile.row).toBeLessThan(TILE_ROWS);
    }
  });

  it('puts each province figure on its tile and leaves self pick-up off the map', () => {
    const rows = [
      { region_id: 31, orders: 5 },
      { region_id: 0, orders: 2 },
    ];
    const values = tileValues(rows, (row: { orders: number }) => row.orders);
    expect(values.find((v) => v.tile.code === 31)?.value).toBe(5);
    expect(values.find((v) => v.tile.code === 33)?.value).toBe(0);
    expect(values.reduce((sum, v) => sum + v.value, 0)).toBe(5);
  });
});
