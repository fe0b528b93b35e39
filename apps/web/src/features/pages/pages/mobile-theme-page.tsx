import { ThemesScreen } from '../components/themes-screen.tsx';

/** 移动端主题 (mobile-theme). */
export function MobileThemePage() {
  return <ThemesScreen client="MOBILE" />;
}
