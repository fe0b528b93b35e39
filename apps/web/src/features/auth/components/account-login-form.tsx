import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { ChallengeRequired } from '@rxdesk/contract/auth/auth';
import { Alert, Button, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/http/error-message.ts';
import { isChallenge, useAccountLogin, type AccountLoginInput } from '../api/account-login.ts';

// Few accounts have a second password: its form (and antd Typography) is its own chunk, fetched
// when a sign-in is submitted so it is there by the time the server asks for it.
const loadChallengeForm = () => import('./challenge-form.tsx');
const ChallengeForm = lazy(() => loadChallengeForm().then((m) => ({ default: m.ChallengeForm })));

interface Props {
  /** Called once the session is stored. */
  onSignedIn: () => void;
}

/** Username + password, then the second password for accounts that have one. Enter in either
 * field submits; a failure is shown above the button and cleared as soon as the user edits. */
export function AccountLoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const login = useAccountLogin();
  const [form] = Form.useForm<AccountLoginInput>();
  const [challenge, setChallenge] = useState<ChallengeRequired | null>(null);
  const error = login.isError ? failureMessage(login.error, (key) => t(key)) : null;

  function submit(values: AccountLoginInput) {
    void loadChallengeForm();
    login.mutate(values, {
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
            form.setFieldValue('password', '');
            setChallenge(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Form<AccountLoginInput>
      form={form}
      name="account-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => login.isError && login.reset()}
    >
      <Form.Item
        name="username"
        label={t('login.username')}
        rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoFocus
          autoComplete="username"
          placeholder={t('login.usernamePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
        />
      </Form.Item>
      {error && <Alert className="rx-login__error" type="error" showIcon title={error} role="alert" />}
      <Button type="primary" htmlType="submit" block loading={login.isPending || login.isSuccess}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
