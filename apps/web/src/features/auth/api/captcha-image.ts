/** GET captchas/SMS_LOGIN/{seller_uuid}?rmd={timestamp} — an SVG image, used directly as an
 * <img src>; `rmd` defeats caches so each load is a new captcha. The answer is bound to the
 * browser's uuid and used once, right or wrong, so the picture must be reloaded after a try. */
export const SMS_LOGIN_CAPTCHA = 'SMS_LOGIN';

export function captchaImageUrl(uuid: string, rmd: number, type = SMS_LOGIN_CAPTCHA): string {
  return `/api/captchas/${encodeURIComponent(type)}/${encodeURIComponent(uuid)}?rmd=${rmd}`;
}
