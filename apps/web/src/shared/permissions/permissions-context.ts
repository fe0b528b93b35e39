import { createContext, useCallback, useContext } from 'react';
import { hasPermission, type Permissions } from './has-permission.ts';

/** Provided by the app layout once the guard has loaded the role's permissions. Outside a
 * provider nothing is granted, so a button never shows by accident. */
export const PermissionsContext = createContext<Permissions>([]);

/** `const can = useHasPermission(); can('order-export') && <Button…>` — for buttons (§6). */
export function useHasPermission(): (identifier: string) => boolean {
  const permissions = useContext(PermissionsContext);
  return useCallback((identifier: string) => hasPermission(permissions, identifier), [permissions]);
}
