/** Query keys of the auth area. */
export const authKeys = {
  all: ['auth'] as const,
  rolePermissions: (roleId: number) => [...authKeys.all, 'role-permissions', roleId] as const,
  loginMethods: () => [...authKeys.all, 'login-methods'] as const,
};
