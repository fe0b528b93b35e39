/** Regions area: reference data, the same for every shop. Composed into Database by ../schema.ts. */
export interface RegionsTables {
  regions: RegionTable;
}

/** SPEC §3 Region: the official division code as id (2, 4, 6, 9 digits by grade); parent_id 0
 * for a province. Reference data filled by migration 0007, the same for every shop. */
export interface RegionTable {
  id: number;
  parent_id: number;
  local_name: string;
  /** 1 province, 2 city, 3 district / county, 4 town / street */
  region_grade: number;
  sort: number;
}
