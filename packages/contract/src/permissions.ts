/** Permission identifiers are route names (§6). This tree mirrors the menu of the areas that are
 * built; the roles screen shows it and the server checks the same names on every endpoint.
 * Add an area here when its screens ship — never before (a feature not built is not in the menu). */
export interface PermissionNode {
  name: string;
  zh: string;
  en: string;
  children?: PermissionNode[];
}

export const PERMISSION_TREE: PermissionNode[] = [
  { name: 'dashboard', zh: '首页', en: 'Dashboard' },
  {
    name: 'orders',
    zh: '订单管理',
    en: 'Orders',
    children: [{ name: 'order-list', zh: '订单列表', en: 'Order list' }],
  },
  {
    name: 'clerks',
    zh: '店员管理',
    en: 'Clerks',
    children: [
      { name: 'clerk-list', zh: '店员列表', en: 'Clerk list' },
      { name: 'role-list', zh: '角色权限', en: 'Roles and permissions' },
    ],
  },
];

function flatten(nodes: PermissionNode[]): string[] {
  return nodes.flatMap((n) => [n.name, ...flatten(n.children ?? [])]);
}

export const ALL_PERMISSIONS: readonly string[] = flatten(PERMISSION_TREE);
