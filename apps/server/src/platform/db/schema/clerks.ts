import type { Generated, Selectable } from 'kysely';

/** Clerks area: roles (the users themselves are auth's table). Composed into Database by ../schema.ts. */
export interface ClerksTables {
  roles: RoleTable;
}

export interface RoleTable {
  id: Generated<number>;
  shop_id: number;
  role_name: string;
  /** JSON array of permission identifiers (route names). */
  permissions: string;
  created_at: number;
  updated_at: number;
}

export type Role = Selectable<RoleTable>;
