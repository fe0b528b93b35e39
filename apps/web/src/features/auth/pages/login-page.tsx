import { Alert, Spin } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { safeForward } from '../../../shared/session/login-path.ts';
import { useLoginMethods } from '../api/get-login-methods.ts';
import { AccountLoginForm } from '../components/account-login-form.tsx';
import { LoginLanguageSwitch } from '../components/login-language-switch.tsx';
import { LoginTabs } from '../components/login-tabs.tsx';
import { SmsLoginForm } from '../components/sms-login-form.tsx';
import { useWecomReturn } from '../hooks/use-wecom-return.ts';
import './login-page.css';

// Shown only where the deployment has a WeCom app, after the login methods arrive: its own chunk
// (antd Divider, the WeCom icon), not the login page's (issue 18).
const WecomLoginButton = lazy(() =>
  import('../components/wecom-login-button.tsx').then((m) => ({ default: m.WecomLoginButton })),
);

type Mode = 'sms' | 'account';

/** The field each tab starts in, so switching tabs by keyboard lands where typing begins. */
const FIRST_FIELD: Record<Mode, string> = { sms: 'sms-login_mobile', account: 'account-login_username' };

/** /login. SMS code first (the sellers' main mode, §1), then account + password; the WeCom
 * button when this deployment has a WeCom app, and the return from WeCom's authorize page. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const forward = safeForward(searchParams.get('forward'));
  const [mode, setMode] = useState<Mode>('sms');
  const methods = useLoginMethods();
  const onSignedIn = useCallback(() => void navigate(forward, { replace: true }), [navigate, forward]);
  const wecom = useWecomReturn(onSignedIn);

  function changeMode(key: string) {
    const next: Mode = key === 'account' ? 'account' : 'sms';
    setMode(next);
    // After the pane has rendered (its first visit mounts it with autoFocus already).
    window.setTimeout(() => document.getElementById(FIRST_FIELD[next])?.focus(), 0);
  }

  return (
    <div className="rx-login">
      <div className="rx-login__language">
        <LoginLanguageSwitch />
      </div>
      <main className="rx-login__panel">
        <header className="rx-login__brand">
          <img className="rx-login__logo" src="/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1 className="rx-login__title">{t('app.brand')}</h1>
            <p className="rx-login__subtitle">
              {t('app.sellerCenter')} · {t('login.tagline')}
            </p>
          </div>
        </header>
        <Spin spinning={wecom.signingIn} description={t('auth.wecomSigningIn')}>
          {wecom.error && (
            <Alert className="rx-login__error" type="error" showIcon title={wecom.error} role="alert" />
          )}
          <LoginTabs
            id="rx-login"
            activeKey={mode}
            onChange={changeMode}
            items={[
              { key: 'sms', label: t('auth.smsTab'), children: <SmsLoginForm onSignedIn={onSignedIn} /> },
              {
                key: 'account',
                label: t('login.accountTab'),
                children: <AccountLoginForm onSignedIn={onSignedIn} />,
              },
            ]}
          />
          {methods.data?.qywx && (
            <Suspense fallback={null}>
              <WecomLoginButton app={methods.data.qywx} />
            </Suspense>
          )}
        </Spin>
      </main>
    </div>
  );
}
