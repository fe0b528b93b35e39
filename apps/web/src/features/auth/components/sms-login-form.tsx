import { MobileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { isMobile } from '@rxdesk/contract/rules/rules';
import { Alert, Button, Space, type InputRef } from 'antd';
// antd's Input and Password modules, not the Input namespace: that one also brings Search, OTP,
// TextArea and Group, which the login page does not show (issue 18).
import Input from 'antd/es/input/Input';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { apiErrorOf, failureMessage } from '../../../shared/http/error-message.ts';
import { getOrCreateUuid } from '../../../shared/session/session-storage.ts';
import { useSendSmsCode } from '../api/send-sms-code.ts';
import { isNoSellerAccount, useSmsLogin } from '../api/sms-login.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useLoginFields } from '../hooks/use-login-fields.ts';
import { matches, required, satisfies } from '../lib/field-rules.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { controlProps, LoginField } from './login-field.tsx';

interface Notice {
  type: 'error' | 'warning';
  text: string;
}

const FORM_NAME = 'sms-login';
type Field = 'mobile' | 'captcha' | 'code';
const ID: Record<Field, string> = {
  mobile: `${FORM_NAME}_mobile`,
  captcha: `${FORM_NAME}_captcha`,
  code: `${FORM_NAME}_code`,
};

/** §1 the sellers' main sign-in: mobile, image captcha, SMS code. Enter moves mobile → captcha,
 * sends the code from the captcha field, and signs in from the code field. */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const fields = useLoginFields<Field>(
    { mobile: '', captcha: '', code: '' },
    {
      mobile: [
        required(t('auth.mobileRequired'), { whitespace: true }),
        satisfies(isMobile, ruleMessage('rule.mobile')),
      ],
      code: [
        required(t('auth.codeRequired'), { whitespace: true }),
        matches(/^\s*\d{6}\s*$/, t('auth.codeFormat')),
      ],
    },
  );
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
  function showFailure(error: unknown, candidates: readonly Field[]) {
    const apiError = apiErrorOf(error);
    const field = candidates.find((name) => name === apiError?.field);
    if (apiError && field) {
      fields.setError(field, apiError.message);
      refs[field].current?.focus();
    } else {
      setNotice({ type: 'error', text: failureMessage(error, (key) => t(key)) });
    }
  }

  function sendCode() {
    if (countdown.left > 0 || send.isPending) return;
    if (!fields.validate(['mobile'])) {
      refs.mobile.current?.focus();
      return;
    }
    const { mobile } = fields.values;
    const captcha = fields.values.captcha.trim();
    if (!captcha) {
      fields.setError('captcha', t('auth.captchaRequired'));
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
          fields.setValue('captcha', '');
          setRmd(Date.now());
        },
      },
    );
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    if (!fields.validate()) return;
    const { mobile, code } = fields.values;
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

  /** The user typed in `field`: checked as antd Form did, and the notice above the button goes. */
  function edit(field: Field, value: string) {
    fields.edit(field, value);
    if (notice) setNotice(null);
  }

  return (
    <form className="rx-login-form" name={FORM_NAME} noValidate onSubmit={signIn}>
      <LoginField id={ID.mobile} label={t('auth.mobile')} error={fields.errors.mobile}>
        <Input
          {...controlProps(ID.mobile, fields.errors.mobile, true)}
          ref={refs.mobile}
          size="large"
          prefix={<MobileOutlined aria-hidden />}
          autoFocus
          inputMode="numeric"
          autoComplete="tel"
          maxLength={12}
          placeholder={t('auth.mobilePlaceholder')}
          value={fields.values.mobile}
          onChange={(event) => edit('mobile', event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            (countdown.left > 0 ? refs.code : refs.captcha).current?.focus();
          }}
        />
      </LoginField>
      <LoginField id={ID.captcha} label={t('auth.captcha')} error={fields.errors.captcha}>
        <div className="rx-login__inline">
          <Input
            {...controlProps(ID.captcha, fields.errors.captcha)}
            ref={refs.captcha}
            size="large"
            prefix={<SafetyCertificateOutlined aria-hidden />}
            autoComplete="off"
            maxLength={10}
            placeholder={t('auth.captchaPlaceholder')}
            value={fields.values.captcha}
            onChange={(event) => edit('captcha', event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              sendCode();
            }}
          />
          <CaptchaImage uuid={uuid} rmd={rmd} onRefresh={() => setRmd(Date.now())} />
        </div>
      </LoginField>
      <LoginField id={ID.code} label={t('auth.code')} error={fields.errors.code}>
        <Space.Compact block size="large">
          <Input
            {...controlProps(ID.code, fields.errors.code, true)}
            ref={refs.code}
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.codePlaceholder')}
            value={fields.values.code}
            onChange={(event) => edit('code', event.target.value)}
          />
          {/* Disabled rather than `loading` while sending: the label must keep naming the button. */}
          <Button
            className="rx-login__send"
            size="large"
            disabled={countdown.left > 0 || send.isPending}
            onClick={sendCode}
          >
            {countdown.left > 0 ? t('auth.resendIn', { seconds: countdown.left }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </LoginField>
      {notice && (
        <Alert className="rx-login__error" type={notice.type} showIcon title={notice.text} role="alert" />
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={signingIn}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
