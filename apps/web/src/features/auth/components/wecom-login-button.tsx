import { WechatWorkOutlined } from '@ant-design/icons';
import type { LoginMethods } from '@rxdesk/contract/auth/auth';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { wecomAuthorizeUrl } from '../lib/wecom-oauth.ts';

/** "企业微信登录": off to WeCom's authorize page, which returns to /login with a code. */
export function WecomLoginButton({ app }: { app: NonNullable<LoginMethods['qywx']> }) {
  const { t } = useTranslation();
  return (
    <>
      <Divider plain className="rx-login__divider">
        {t('auth.otherMethods')}
      </Divider>
      <Button
        block
        size="large"
        icon={<WechatWorkOutlined aria-hidden />}
        onClick={() => window.location.assign(wecomAuthorizeUrl(app, window.location.origin))}
      >
        {t('auth.wecom')}
      </Button>
    </>
  );
}
