import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf } from '../i18n/i18n.ts';
import { isLanguage } from '../i18n/language.ts';
import { FeedbackHost } from '../shared/feedback/feedback-host.tsx';
import { LoadingOverlay } from '../shared/feedback/loading-overlay.tsx';
import { usePrefersReducedMotion } from '../shared/theme/reduced-motion.ts';
import { useThemeColor } from '../shared/theme/theme-store.ts';
import { queryClient } from './query-client.ts';

/** Query cache and antd locale following the UI language; antd's animations off for a system
 * that asks for reduced motion. FeedbackHost mounts antd's message,
 * modal and notification hooks for feedback.ts, each once it is first asked for. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocaleOf(isLanguage(i18n.language) ? i18n.language : 'zh');
  // §9 theme colour (#409EFF by default; the user's own once chosen): applies app-wide at once.
  const colorPrimary = useThemeColor();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => ({ token: { colorPrimary, motion: !reducedMotion } }),
    [colorPrimary, reducedMotion],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/* No auto space in two-character CJK buttons: '登录' must read (and be found) as 登录. */}
      <ConfigProvider locale={locale} theme={theme} button={{ autoInsertSpace: false }}>
        <FeedbackHost />
        <LoadingOverlay />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
