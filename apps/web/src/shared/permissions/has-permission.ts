/** §6: what the signed-in user may see. 'all' for founders and role 0, else the identifiers
 * (route names) their role was granted. */
export type Permissions = 'all' | readonly string[];

export interface RoleHolder {
  founder: 0 | 1;
  role_id: number;
}

/** Founders and role 0 see everything and need no permission lookup. */
export function seesEverything(user: RoleHolder): boolean {
  return user.founder === 1 || user.role_id === 0;
}

/** §6 has-permission: true for founders (or role 0), or when the identifier is granted. */
export function hasPermission(permissions: Permissions, identifier: string): boolean {
  return permissions === 'all' || permissions.includes(identifier);
}
