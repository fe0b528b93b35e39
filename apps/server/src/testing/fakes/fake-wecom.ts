import { sendJson, startFakeServer } from './fake-http-server.ts';

/** A fake WeCom server speaking the documented gettoken / auth/getuserinfo protocol. `codes` maps
 * an OAuth code to the member's userid; an unknown code answers errcode 40029 (invalid code). */
export async function startFakeWecom(opts: {
  corpId: string;
  corpSecret: string;
  codes: Record<string, string>;
}) {
  let issued = 0;
  const valid = new Set<string>();
  const fake = await startFakeServer((req, res) => {
    if (req.url.pathname === '/cgi-bin/gettoken') {
      if (
        req.url.searchParams.get('corpid') !== opts.corpId ||
        req.url.searchParams.get('corpsecret') !== opts.corpSecret
      ) {
        return sendJson(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
      }
      const token = `tok-${++issued}`;
      valid.add(token);
      return sendJson(res, 200, { errcode: 0, errmsg: 'ok', access_token: token, expires_in: 7200 });
    }
    if (req.url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (!valid.has(req.url.searchParams.get('access_token') ?? ''))
        return sendJson(res, 200, { errcode: 40014, errmsg: 'invalid access_token' });
      const userid = opts.codes[req.url.searchParams.get('code') ?? ''];
      if (!userid) return sendJson(res, 200, { errcode: 40029, errmsg: 'invalid code' });
      return sendJson(res, 200, { errcode: 0, errmsg: 'ok', userid, user_ticket: 'ticket' });
    }
    sendJson(res, 404, { errcode: 404, errmsg: 'not found' });
  });
  return { ...fake, revokeTokens: () => valid.clear() };
}
