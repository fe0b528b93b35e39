import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { isMobile } from '@rxdesk/contract/rules/rules';
import { Alert, Button, Form, Input, Space, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { apiErrorOf, failureMessage } from '../../../shared/http/error-message.ts';
import { getOrCreateUuid } from '../../../shared/session/session-storage.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import { isNoSellerAccount, useSmsLogin } from '../api/sms-login.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { CaptchaImage } from './captcha-image.tsx';

interface SmsLoginValues {
  mobile: string;
  captcha?: string;
  code: string;
}

interface Notice {
  type: 'error' | 'warning';
  text: string;
}

const FORM_NAME = 'sms-login';
type Field = 'mobile' | 'captcha' | 'code';

/** §1 the sellers' main sign-in: mobile, image captcha, SMS code. Enter moves mobile → captcha,
 * sends the code from the captcha field, and signs in from the code field. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<SmsLoginValues>();
  const [uuid] = useState(getOrCreateUuid);
  const [rmd, setRmd] = useState(() => Date.now());
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = useSendSmsCode();
  const login = useSmsLogin();
  const countdown = useCountdown();
  const refs = {
    mobile: useRef<InputRef>(null),
    captcha: useRef<InputRef>(null),
    code: useRef<InputRef>(null),
  };

  /** Server answers name a field: show the message on it; anything else goes above the button. */
  function showFailure(error: unknown, fields: readonly Field[]) {
    const apiError = apiErrorOf(error);
    const field = fields.find((name) => name === apiError?.field);
    if (apiError && field) {
      form.setFields([{ name: field, errors: [apiError.message] }]);
      refs[field].current?.focus();
    } else {
      setNotice({ type: 'error', text: failureMessage(error, (key) => t(key)) });
    }
  }

  async function sendCode() {
    if (countdown.left > 0 || send.isPending) return;
    let mobile: string;
    try {
      ({ mobile } = await form.validateFields(['mobile']));
    } catch {
      refs.mobile.current?.focus();
      return;
    }
    const captcha = (form.getFieldValue('captcha') as string | undefined)?.trim();
    if (!captcha) {
      form.setFields([{ name: 'captcha', errors: [t('auth.captchaRequired')] }]);
      refs.captcha.current?.focus();
      return;
    }
    setNotice(null);
    send.mutate(
      { mobile, captcha },
      {
        onSuccess: (result) => {
          countdown.start(result.resend_after);
          toast.success(t('auth.codeSent'));
          refs.code.current?.focus();
        },
        onError: (error) => showFailure(error, ['mobile', 'captcha']),
        // The server uses a captcha up on every try, right or wrong: always show a new one.
        onSettled: () => {
          form.setFields([{ name: 'captcha', value: '' }]);
          setRmd(Date.now());
        },
      },
    );
  }

  function signIn({ mobile, code }: SmsLoginValues) {
    setNotice(null);
    login.mutate(
      { mobile, code },
      {
        onSuccess: (result) => {
          if (isNoSellerAccount(result)) setNotice({ type: 'warning', text: result.message });
          else onSignedIn();
        },
        onError: (error) => showFailure(error, ['mobile', 'code']),
      },
    );
  }

  const signingIn = login.isPending || (login.isSuccess && !isNoSellerAccount(login.data));

  return (
    <Form<SmsLoginValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={signIn}
      onValuesChange={() => notice && setNotice(null)}
    >
      <Form.Item
        name="mobile"
        label={t('auth.mobile')}
        rules={[
          { required: true, whitespace: true, message: t('auth.mobileRequired') },
          {
            validator: (_rule, value?: string) =>
              !value?.trim() || isMobile(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(ruleMessage('rule.mobile'))),
          },
        ]}
      >
        <Input
          ref={refs.mobile}
          prefix={<MobileOutlined aria-hidden />}
          autoFocus
          inputMode="numeric"
          autoComplete="tel"
          maxLength={12}
          placeholder={t('auth.mobilePlaceholder')}
          onPressEnter={(event) => {
            event.preventDefault();
            (countdown.left > 0 ? refs.code : refs.captcha).current?.focus();
          }}
        />
      </Form.Item>
      <Form.Item label={t('auth.captcha')} htmlFor={`${FORM_NAME}_captcha`}>
        <div className="rx-login__inline">
          <Form.Item name="captcha" noStyle>
            <Input
              ref={refs.captcha}
              prefix={<SafetyCertificateOutlined aria-hidden />}
              autoComplete="off"
              maxLength={10}
              placeholder={t('auth.captchaPlaceholder')}
              onPressEnter={(event) => {
                event.preventDefault();
                void sendCode();
              }}
            />
          </Form.Item>
          <CaptchaImage uuid={uuid} rmd={rmd} onRefresh={() => setRmd(Date.now())} />
        </div>
      </Form.Item>
      <Form.Item label={t('auth.code')} htmlFor={`${FORM_NAME}_code`}>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: t('auth.codeRequired') },
              { pattern: /^\s*\d{6}\s*$/, message: t('auth.codeFormat') },
            ]}
          >
            <Input
              ref={refs.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('auth.codePlaceholder')}
            />
          </Form.Item>
          {/* Disabled rather than `loading` while sending: the label must keep naming the button. */}
          <Button
            className="rx-login__send"
            disabled={countdown.left > 0 || send.isPending}
            onClick={() => void sendCode()}
          >
            {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {notice && (
        <Alert className="rx-login__error" type={notice.type} showIcon title={notice.text} role="alert" />
      )}
      <Button type="primary" htmlType="submit" block loading={signingIn}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
