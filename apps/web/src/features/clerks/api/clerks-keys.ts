import type { ClerkListParams } from './get-clerks.ts';
import type { RoleListParams } from './get-roles.ts';

/** Query keys of the clerks area (clerks and roles). Every change invalidates `all`: role names
 * show in the clerk list and clerk counts in the role list, so the two always move together. */
export const clerksKeys = {
  all: ['clerks'] as const,
  clerkLists: () => [...clerksKeys.all, 'clerk-list'] as const,
  clerkList: (params: ClerkListParams) => [...clerksKeys.clerkLists(), params] as const,
  roleLists: () => [...clerksKeys.all, 'role-list'] as const,
  roleList: (params: RoleListParams) => [...clerksKeys.roleLists(), params] as const,
  roleOptions: () => [...clerksKeys.all, 'role-options'] as const,
  roleDetails: () => [...clerksKeys.all, 'role-detail'] as const,
  roleDetail: (roleId: number) => [...clerksKeys.roleDetails(), roleId] as const,
};
