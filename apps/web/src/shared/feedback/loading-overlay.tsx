import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingOverlaySnapshot, subscribeLoadingOverlay } from './loading-overlay-store.ts';

/** The full-screen "please wait" layer for requests made with `loading`. Mounted once. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { visible, opacity } = useSyncExternalStore(subscribeLoadingOverlay, loadingOverlaySnapshot);
  if (!visible) return null;
  return (
    <div
      className="rx-loading-overlay"
      role="status"
      aria-live="polite"
      style={{ backgroundColor: `rgba(0, 0, 0, ${opacity})` }}
    >
      <Spin size="large" />
      <span className="rx-loading-overlay__text">{t('http.loading')}</span>
    </div>
  );
}
