import type { Clerk } from '@rxdesk/contract/clerks/clerks';

export interface RoleOption {
  value: number;
  label: string;
}

/** The roles a clerk can be given: from `roles/options` (readable with the clerks permission);
 * until it has loaded, from the roles the listed clerks hold. The founder's pseudo-role 0 is never offered. */
export function roleOptions(
  roles: readonly { role_id: number; role_name: string }[] | undefined,
  clerks: readonly Clerk[] | undefined,
): RoleOption[] {
  if (roles) return roles.map((role) => ({ value: role.role_id, label: role.role_name }));
  const seen = new Map<number, string>();
  for (const clerk of clerks ?? []) {
    if (clerk.founder !== 1 && clerk.role_id > 0 && !seen.has(clerk.role_id))
      seen.set(clerk.role_id, clerk.role_name);
  }
  return [...seen].map(([value, label]) => ({ value, label }));
}
