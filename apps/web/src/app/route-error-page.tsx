import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a page that threw or a chunk that failed to load (e.g. after a deploy). Plain
 * markup rather than antd's Result: this page is in the first chunk every visitor loads, and
 * Result brings its status illustrations along. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className="rx-not-found">
      <div className="rx-route-error" role="alert">
        <svg className="rx-route-error__icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden>
          <circle cx="32" cy="32" r="30" fill="#ff4d4f" />
          <path d="M22 22l20 20M42 22L22 42" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h1 className="rx-route-error__title">{t('routeError.title')}</h1>
        <p className="rx-route-error__description">{t('routeError.description')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </div>
    </main>
  );
}
