import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf } from '../i18n/i18n.ts';
import { isLanguage } from '../i18n/language.ts';
import { FeedbackBridge } from '../shared/feedback/feedback-bridge.tsx';
import { TOAST_SECONDS } from '../shared/feedback/feedback.ts';
import { LoadingOverlay } from '../shared/feedback/loading-overlay.tsx';
import { queryClient } from './query-client.ts';

/** §9 theme colour. */
const theme: ThemeConfig = { token: { colorPrimary: '#409EFF' } };

/** Query cache, antd locale following the UI language, and the one <App> whose message/modal
 * hooks the non-React code (http client, guard) uses through the feedback bridge. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocaleOf(isLanguage(i18n.language) ? i18n.language : 'zh');
  return (
    <QueryClientProvider client={queryClient}>
      {/* No auto space in two-character CJK buttons: '登录' must read (and be found) as 登录. */}
      <ConfigProvider locale={locale} theme={theme} button={{ autoInsertSpace: false }}>
        <App message={{ duration: TOAST_SECONDS, maxCount: 3 }}>
          <FeedbackBridge />
          <LoadingOverlay />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
