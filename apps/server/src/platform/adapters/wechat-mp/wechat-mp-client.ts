import type { WechatMpConfig } from './wechat-mp-config.ts';

/** WeChat official account (公众号) template messages, as Tencent documents them:
 * `GET /cgi-bin/token?grant_type=client_credential&appid&secret` → `{access_token, expires_in}` or
 * `{errcode, errmsg}`, then `POST /cgi-bin/message/template/send?access_token` with
 * `{touser, template_id, data: {key: {value}}}` → `{errcode: 0, errmsg: 'ok', msgid}`. The token is
 * cached until shortly before it expires; errcode 40001/40014/42001 (invalid or expired token)
 * refreshes it once. */
export class WechatMpError extends Error {}

const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

export type TemplateKind = keyof WechatMpConfig['templates'];

export interface TemplateMessage {
  openid: string;
  kind: TemplateKind;
  /** Template keyword values, e.g. `{thing1: '阿莫西林胶囊', time2: '2026-11-22 09:00'}`. */
  data: Record<string, string>;
}

export interface TemplateSender {
  send(message: TemplateMessage): Promise<{ msgid: string }>;
}

export class WechatMpClient implements TemplateSender {
  private token: { value: string; until: number } | null = null;
  constructor(
    readonly config: WechatMpConfig,
    private readonly timeoutMs = 5000,
  ) {}

  async send(message: TemplateMessage): Promise<{ msgid: string }> {
    let answer = await this.post(await this.accessToken(), message);
    if (TOKEN_ERRORS.has(answer.errcode ?? 0)) {
      this.token = null;
      answer = await this.post(await this.accessToken(), message);
    }
    if (answer.errcode !== 0) throw new WechatMpError(`${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    return { msgid: String(answer.msgid ?? '') };
  }

  private post(token: string, m: TemplateMessage) {
    const body = {
      touser: m.openid,
      template_id: this.config.templates[m.kind],
      // WeChat cuts "thing" values at 20 characters and refuses longer ones: cut them here.
      data: Object.fromEntries(
        Object.entries(m.data).map(([k, v]) => [k, { value: k.startsWith('thing') ? v.slice(0, 20) : v }]),
      ),
    };
    return this.request<{ errcode?: number; errmsg?: string; msgid?: number | string }>(
      `${this.config.baseUrl}/cgi-bin/message/template/send?access_token=${encodeURIComponent(token)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  }

  private async accessToken(): Promise<string> {
    const now = Date.now();
    if (this.token && this.token.until > now) return this.token.value;
    const url = `${this.config.baseUrl}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.config.appId)}&secret=${encodeURIComponent(this.config.appSecret)}`;
    const answer = await this.request<{
      errcode?: number;
      errmsg?: string;
      access_token?: string;
      expires_in?: number;
    }>(url, { method: 'GET' });
    if (!answer.access_token)
      throw new WechatMpError(`token: ${answer.errcode ?? ''} ${answer.errmsg ?? ''}`.trim());
    // Renew five minutes early so a token never expires mid-request.
    this.token = {
      value: answer.access_token,
      until: now + Math.max(60, (answer.expires_in ?? 7200) - 300) * 1000,
    };
    return this.token.value;
  }

  private async request<T>(url: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new WechatMpError(`unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new WechatMpError(`HTTP ${res.status}`);
    return (await res.json()) as T;
  }
}
