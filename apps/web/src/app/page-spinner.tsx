import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the first navigation's checks and chunks load. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="rx-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="rx-visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
