import type { Generated, Selectable } from 'kysely';

/** The chain's organisation tree and its stores (issue 24, migration 0036). Composed by ../schema.ts. */
export interface StoresTables {
  organizations: OrganizationTable;
  stores: StoreTable;
}

/** A node of a shop's organisation tree: the root (root_shop_id set), a group, or a store. */
export interface OrganizationTable {
  id: Generated<number>;
  shop_id: number;
  parent_id: number | null;
  root_shop_id: number | null;
  /** group | store */
  kind: string;
  name: string;
  sort: Generated<number>;
  created_at: number;
  updated_at: number;
}
export type Organization = Selectable<OrganizationTable>;

/** A store node's details. */
export interface StoreTable {
  organization_id: number;
  shop_id: number;
  address: string;
  region_id: number | null;
  /** GCJ-02; both null when the address has no map point. */
  lng: number | null;
  lat: number | null;
  phone: Generated<string>;
  /** 'HH:mm' Shanghai time. */
  open_time: string;
  close_time: string;
  /** The pharmacist on duty (users.id, a pharmacist of the shop). */
  pharmacist_id: number | null;
  created_at: number;
  updated_at: number;
}
