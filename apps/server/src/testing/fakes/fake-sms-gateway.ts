import { signSmsRequest } from '../../platform/adapters/sms/http-sms-sender.ts';
import { sendJson, startFakeServer } from './fake-http-server.ts';

/** A fake SMS gateway: checks the signature like the real one and keeps the texts it accepted. */
export async function startFakeSmsGateway(opts: { appKey: string; secret: string; failWith?: number }) {
  const delivered: { mobile: string; code: string }[] = [];
  const fake = await startFakeServer((req, res) => {
    const ts = String(req.headers['x-timestamp'] ?? '');
    const nonce = String(req.headers['x-nonce'] ?? '');
    if (req.headers['x-signature'] !== signSmsRequest(opts.secret, ts, nonce, req.body)) {
      return sendJson(res, 401, { code: 401, message: 'bad signature' });
    }
    const body = JSON.parse(req.body) as { app_key: string; mobile: string; params: { code: string } };
    if (body.app_key !== opts.appKey) return sendJson(res, 403, { code: 403, message: 'unknown app' });
    if (opts.failWith) return sendJson(res, 200, { code: opts.failWith, message: 'quota exceeded' });
    delivered.push({ mobile: body.mobile, code: body.params.code });
    sendJson(res, 200, { code: 0, message: 'ok', biz_id: `biz-${delivered.length}` });
  });
  return { ...fake, delivered };
}
