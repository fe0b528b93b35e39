import type { Generated } from 'kysely';

/** Members: the shop's buyers (filled by order intake for now). Composed into Database by ../schema.ts. */
export interface MembersTables {
  members: MemberTable;
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
}
