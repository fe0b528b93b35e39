import type { Generated, Selectable } from 'kysely';

/** Assemble (拼团) teams (migration 0028). Composed into Database by ../schema.ts. */
export interface AssembleTables {
  assemble_teams: AssembleTeamTable;
  assemble_team_orders: AssembleTeamOrderTable;
}

export interface AssembleTeamTable {
  id: Generated<number>;
  shop_id: number;
  promotion_id: number;
  sku_id: number;
  /** People the team needs (the activity's team size when it opened). */
  size: number;
  /** Orders in the team; raised only while `joined < size`. */
  joined: Generated<number>;
  /** FORMING | FORMED | FAILED */
  state: Generated<string>;
  leader_order_id: number | null;
  expires_at: number;
  created_at: number;
  formed_at: number | null;
  failed_at: number | null;
}
export type AssembleTeam = Selectable<AssembleTeamTable>;

export interface AssembleTeamOrderTable {
  id: Generated<number>;
  team_id: number;
  order_id: number;
  shop_id: number;
  joined_at: number;
}
