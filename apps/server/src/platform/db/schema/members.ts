import type { Generated, Selectable } from 'kysely';

/** Members: the shop's buyers (order intake, open-API registration), their tags, addresses and
 * points ledger (migration 0018). Composed into Database by ../schema.ts. */
export interface MembersTables {
  members: MemberTable;
  member_tags: MemberTagTable;
  member_tag_links: MemberTagLinkTable;
  member_addresses: MemberAddressTable;
  member_points: MemberPointsTable;
}

export interface MemberTable {
  id: Generated<number>;
  shop_id: number;
  uname: string;
  mobile: string;
  real_name: string;
  sex: number;
  face: string;
  created_at: number;
  /** ORDER | REGISTER | IMPORT */
  source: Generated<string>;
  disabled: Generated<number>;
  remark: Generated<string>;
  /** Set while in the recycle list (soft delete), with who removed them. */
  removed_at: Generated<number | null>;
  removed_by: Generated<string>;
}
export type MemberRecord = Selectable<MemberTable>;

export interface MemberTagTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  created_at: number;
}

export interface MemberTagLinkTable {
  tag_id: number;
  member_id: number;
}

export interface MemberAddressTable {
  id: Generated<number>;
  shop_id: number;
  member_id: number;
  name: string;
  mobile: string;
  region_names: Generated<string>;
  address: string;
  is_default: Generated<number>;
  created_at: number;
}

export interface MemberPointsTable {
  id: Generated<number>;
  shop_id: number;
  member_id: number;
  change: number;
  reason: string;
  ref: Generated<string>;
  created_at: number;
}
