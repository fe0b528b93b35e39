import { ArrowLeftOutlined, SafetyOutlined } from '@ant-design/icons';
import type { ChallengeRequired } from '@rxdesk/contract/auth/auth';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/http/error-message.ts';
import { useChallengeLogin } from '../api/challenge-login.ts';

interface Props {
  challenge: ChallengeRequired;
  onSignedIn: () => void;
  /** Back to username + password (also where an expired challenge leads). */
  onBack: () => void;
}

/** §4 challenge login: the account's second password, exchanged with the challenge token. */
export function ChallengeForm({ challenge, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const login = useChallengeLogin();
  const [expired, setExpired] = useState(false);
  const error = expired
    ? t('auth.challengeExpired')
    : login.isError
      ? failureMessage(login.error, (key) => t(key))
      : null;

  function submit({ password }: { password: string }) {
    // The token is short-lived; past its expiry the server would refuse it anyway.
    if (challenge.expires * 1000 <= Date.now()) {
      setExpired(true);
      return;
    }
    login.mutate({ challengeToken: challenge.challenge_token, password }, { onSuccess: onSignedIn });
  }

  return (
    <Form<{ password: string }>
      name="challenge-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => login.isError && login.reset()}
    >
      <Typography.Paragraph type="secondary">
        {t('auth.challengeHint', { username: challenge.username })}
      </Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('auth.challengePassword')}
        rules={[{ required: true, message: t('auth.challengePasswordRequired') }]}
      >
        <Input.Password
          prefix={<SafetyOutlined aria-hidden />}
          autoFocus
          autoComplete="off"
          placeholder={t('auth.challengePasswordPlaceholder')}
        />
      </Form.Item>
      {error && <Alert className="rx-login__error" type="error" showIcon title={error} role="alert" />}
      {expired ? (
        <Button type="primary" block icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {t('auth.back')}
        </Button>
      ) : (
        <>
          <Button type="primary" htmlType="submit" block loading={login.isPending || login.isSuccess}>
            {t('login.submit')}
          </Button>
          <Button
            type="link"
            block
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={onBack}
            className="rx-login__back"
          >
            {t('auth.back')}
          </Button>
        </>
      )}
    </Form>
  );
}
