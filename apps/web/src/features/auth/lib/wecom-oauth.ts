import type { LoginMethods } from '@rxdesk/contract/auth/auth';

/** The `state` our WeCom authorize link carries, so /login knows a returning `code` is WeCom's. */
export const WECOM_STATE = 'qywx';

type WecomApp = NonNullable<LoginMethods['qywx']>;

/** The WeCom (企业微信) OAuth authorize link. WeCom sends the user back to /login with
 * `?code=…&state=qywx`; the redirect URI must be the login page of this very origin. */
export function wecomAuthorizeUrl(app: WecomApp, origin: string): string {
  const redirect = encodeURIComponent(`${origin}/login`);
  return (
    'https://open.weixin.qq.com/connect/oauth2/authorize' +
    `?appid=${encodeURIComponent(app.corp_id)}` +
    `&redirect_uri=${redirect}` +
    '&response_type=code&scope=snsapi_base' +
    `&state=${WECOM_STATE}` +
    `&agentid=${encodeURIComponent(app.agent_id)}` +
    '#wechat_redirect'
  );
}

/** The OAuth code when /login was opened by WeCom's redirect, else null. A `code` without our
 * state (someone else's link) is ignored rather than sent to the server. */
export function wecomReturnCode(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = params.get('code')?.trim();
  return code && params.get('state') === WECOM_STATE ? code : null;
}

/** The login page's query once the code has been used: the code goes (it is single-use and should
 * not linger in history or be re-sent on reload); everything else, such as `forward`, stays. */
export function withoutWecomReturn(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete('code');
  params.delete('state');
  params.delete('appid');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
