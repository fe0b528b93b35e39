import {
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The §2 menu icon set, by name, so route definitions stay plain data. Decorative: the menu
 * text names the entry (antd icons would otherwise add 'dashboard' to its accessible name). */
const MENU_ICONS = {
  dashboard: <DashboardOutlined aria-hidden />,
  goods: <ShoppingOutlined aria-hidden />,
  orders: <FileTextOutlined aria-hidden />,
  members: <TeamOutlined aria-hidden />,
  shop: <ShopOutlined aria-hidden />,
  promotions: <TagsOutlined aria-hidden />,
  statistics: <BarChartOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  pages: <AppstoreOutlined aria-hidden />,
  points: <GiftOutlined aria-hidden />,
  assistant: <CustomerServiceOutlined aria-hidden />,
  prescription: <MedicineBoxOutlined aria-hidden />,
  control: <SafetyCertificateOutlined aria-hidden />,
} satisfies Record<string, ReactNode>;

export type MenuIconName = keyof typeof MENU_ICONS;

export function menuIcon(name: MenuIconName | undefined): ReactNode {
  return name ? MENU_ICONS[name] : undefined;
}
