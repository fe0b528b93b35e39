import { ThemesScreen } from '../components/themes-screen.tsx';

/** PC端主题 (pc-theme). */
export function PcThemePage() {
  return <ThemesScreen client="PC" />;
}
