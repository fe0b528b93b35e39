import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { failureMessage } from '../../../shared/http/error-message.ts';
import { useQywxLogin } from '../api/qywx-login.ts';
import { wecomReturnCode, withoutWecomReturn } from '../lib/wecom-oauth.ts';

/** When WeCom sends the user back to /login with `?code=…&state=qywx`, exchanges the code for a
 * session once (the code is single-use, so never twice, not even under StrictMode) and takes the
 * code out of the address bar. */
export function useWecomReturn(onSignedIn: () => void): { signingIn: boolean; error: string | null } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useQywxLogin();
  const { mutate } = login;
  const used = useRef<string | null>(null);
  const code = wecomReturnCode(location.search);

  useEffect(() => {
    if (!code || used.current === code) return;
    used.current = code;
    mutate(code, { onSuccess: onSignedIn });
    void navigate(
      { pathname: location.pathname, search: withoutWecomReturn(location.search) },
      { replace: true },
    );
  }, [code, mutate, onSignedIn, navigate, location.pathname, location.search]);

  return {
    signingIn: login.isPending || login.isSuccess,
    error: login.isError ? failureMessage(login.error, (key) => t(key)) : null,
  };
}
