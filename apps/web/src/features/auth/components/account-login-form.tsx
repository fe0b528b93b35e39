import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { ChallengeRequired } from '@rxdesk/contract/auth/auth';
import { Alert, Button } from 'antd';
// antd's Input and Password modules, not the Input namespace: that one also brings Search, OTP,
// TextArea and Group, which the login page does not show (issue 18).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/http/error-message.ts';
import { isChallenge, useAccountLogin, type AccountLoginInput } from '../api/account-login.ts';
import { useLoginFields } from '../hooks/use-login-fields.ts';
import { required } from '../lib/field-rules.ts';
import { controlProps, LoginField } from './login-field.tsx';

// Few accounts have a second password: its form (and antd Typography) is its own chunk, fetched
// when a sign-in is submitted so it is there by the time the server asks for it.
const loadChallengeForm = () => import('./challenge-form.tsx');
const ChallengeForm = lazy(() => loadChallengeForm().then((m) => ({ default: m.ChallengeForm })));

const FORM_NAME = 'account-login';
const ID = { username: `${FORM_NAME}_username`, password: `${FORM_NAME}_password` };

interface Props {
  /** Called once the session is stored. */
  onSignedIn: () => void;
}

/** Username + password, then the second password for accounts that have one. Enter in either
 * field submits; a failure is shown above the button and cleared as soon as the user edits. */
export function AccountLoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const login = useAccountLogin();
  const fields = useLoginFields<keyof AccountLoginInput>(
    { username: '', password: '' },
    {
      username: [required(t('login.usernameRequired'), { whitespace: true })],
      password: [required(t('login.passwordRequired'))],
    },
  );
  const [challenge, setChallenge] = useState<ChallengeRequired | null>(null);
  const error = login.isError ? failureMessage(login.error, (key) => t(key)) : null;

  function edit(field: keyof AccountLoginInput, value: string) {
    fields.edit(field, value);
    if (login.isError) login.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.validate()) return;
    void loadChallengeForm();
    login.mutate(fields.values, {
      onSuccess: (result) => {
        if (isChallenge(result)) setChallenge(result);
        else onSignedIn();
      },
    });
  }

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <ChallengeForm
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => {
            login.reset();
            fields.setValue('password', '');
            setChallenge(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <form className="rx-login-form" name={FORM_NAME} noValidate onSubmit={submit}>
      <LoginField id={ID.username} label={t('login.username')} error={fields.errors.username}>
        <Input
          {...controlProps(ID.username, fields.errors.username, true)}
          size="large"
          prefix={<UserOutlined />}
          autoFocus
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
          value={fields.values.username}
          onChange={(event) => edit('username', event.target.value)}
        />
      </LoginField>
      <LoginField id={ID.password} label={t('login.password')} error={fields.errors.password}>
        <Password
          {...controlProps(ID.password, fields.errors.password, true)}
          size="large"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={fields.values.password}
          onChange={(event) => edit('password', event.target.value)}
        />
      </LoginField>
      {error && <Alert className="rx-login__error" type="error" showIcon title={error} role="alert" />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={login.isPending || login.isSuccess}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
