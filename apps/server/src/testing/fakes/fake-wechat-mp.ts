import { sendJson, startFakeServer } from './fake-http-server.ts';

/** A fake WeChat official-account server speaking the documented cgi-bin/token and
 * cgi-bin/message/template/send protocol. Only `openids` are followers: another openid answers
 * errcode 43004 (user did not follow). `revokeTokens` makes the next send answer 40001. */
export async function startFakeWechatMp(opts: { appId: string; appSecret: string; openids: string[] }) {
  let issued = 0;
  let msgid = 1000;
  const valid = new Set<string>();
  const sent: { touser: string; template_id: string; data: Record<string, { value: string }> }[] = [];
  const fake = await startFakeServer((req, res) => {
    if (req.method === 'GET' && req.url.pathname === '/cgi-bin/token') {
      const q = req.url.searchParams;
      if (
        q.get('grant_type') !== 'client_credential' ||
        q.get('appid') !== opts.appId ||
        q.get('secret') !== opts.appSecret
      )
        return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
      const token = `mp-tok-${++issued}`;
      valid.add(token);
      return sendJson(res, 200, { access_token: token, expires_in: 7200 });
    }
    if (req.method === 'POST' && req.url.pathname === '/cgi-bin/message/template/send') {
      if (!valid.has(req.url.searchParams.get('access_token') ?? ''))
        return sendJson(res, 200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      const body = JSON.parse(req.body) as (typeof sent)[number];
      if (!body.template_id) return sendJson(res, 200, { errcode: 40037, errmsg: 'invalid template_id' });
      if (!opts.openids.includes(body.touser))
        return sendJson(res, 200, { errcode: 43004, errmsg: 'require subscribe' });
      sent.push(body);
      return sendJson(res, 200, { errcode: 0, errmsg: 'ok', msgid: ++msgid });
    }
    sendJson(res, 404, { errcode: 404, errmsg: 'not found' });
  });
  return { ...fake, sent, revokeTokens: () => valid.clear() };
}
