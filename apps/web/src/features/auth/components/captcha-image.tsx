import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../api/captcha-image.ts';

interface Props {
  uuid: string;
  /** Changing it loads a new picture (and so a new answer). */
  rmd: number;
  onRefresh: () => void;
}

/** The SMS-login image captcha: click (or Enter / Space, it is a button) for a new one. */
export function CaptchaImage({ uuid, rmd, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="rx-login__captcha"
      onClick={onRefresh}
      title={t('auth.captchaRefresh')}
      aria-label={t('auth.captchaRefresh')}
      data-testid="captcha-image"
    >
      <img src={captchaImageUrl(uuid, rmd)} alt={t('auth.captcha')} width={120} height={40} />
    </button>
  );
}
