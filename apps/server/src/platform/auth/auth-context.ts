/** Who is calling, resolved once per request by the auth guard and read by routes and services. */
export interface AuthContext {
  userId: number;
  shopId: number;
  sessionId: string;
  username: string;
  /** The person's name (真实姓名), for records a buyer or an inspector reads; '' when unset. */
  realName?: string;
  roleId: number;
  roleName: string;
  founder: boolean;
  pharmacist: boolean;
  /** 'all' for founders and role 0 (§6); otherwise the role's permission identifiers. */
  permissions: 'all' | ReadonlySet<string>;
  ip: string;
}

export function hasPermission(auth: AuthContext, permission: string): boolean {
  return auth.permissions === 'all' || auth.permissions.has(permission);
}

export function parsePermissions(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Who did it, as a record shows it to a buyer or an inspector: the real name, else the username. */
export function displayName(auth: AuthContext): string {
  return auth.realName || auth.username;
}
