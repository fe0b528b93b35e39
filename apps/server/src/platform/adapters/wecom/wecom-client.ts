/** WeCom (企业微信) server API, as documented by Tencent: `GET /cgi-bin/gettoken?corpid&corpsecret`
 * → `{errcode, errmsg, access_token, expires_in}`, then `GET /cgi-bin/auth/getuserinfo?access_token&code`
 * → `{errcode, errmsg, userid}` (members) or `{openid}` (non-members). The access token is cached
 * until shortly before it expires; errcode 40014/42001 (invalid/expired token) refreshes it once. */
export interface WecomConfig {
  baseUrl: string;
  corpId: string;
  corpSecret: string;
  agentId: string;
}

export class WecomError extends Error {}

const TOKEN_ERRORS = new Set([40014, 42001]);

export class WecomClient {
  private token: { value: string; until: number } | null = null;
  constructor(
    readonly config: WecomConfig,
    private readonly timeoutMs = 5000,
  ) {}

  /** The WeCom user id of whoever the OAuth code belongs to; WecomError when it is not a member. */
  async userIdForCode(code: string): Promise<string> {
    let answer = await this.getUserInfo(await this.accessToken(), code);
    if (TOKEN_ERRORS.has(answer.errcode ?? 0)) {
      this.token = null;
      answer = await this.getUserInfo(await this.accessToken(), code);
    }
    if (answer.errcode !== 0) throw new WecomError(`${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    if (!answer.userid) throw new WecomError('not a member of the corporation');
    return answer.userid;
  }

  private async accessToken(): Promise<string> {
    const now = Date.now();
    if (this.token && this.token.until > now) return this.token.value;
    const url = `${this.config.baseUrl}/cgi-bin/gettoken?corpid=${encodeURIComponent(this.config.corpId)}&corpsecret=${encodeURIComponent(this.config.corpSecret)}`;
    const answer = await this.getJson<{
      errcode?: number;
      errmsg?: string;
      access_token?: string;
      expires_in?: number;
    }>(url);
    if (answer.errcode !== 0 || !answer.access_token)
      throw new WecomError(`gettoken: ${answer.errcode} ${answer.errmsg ?? ''}`.trim());
    // Renew five minutes early so a token never expires mid-request.
    this.token = {
      value: answer.access_token,
      until: now + Math.max(60, (answer.expires_in ?? 7200) - 300) * 1000,
    };
    return this.token.value;
  }

  private getUserInfo(token: string, code: string) {
    const url = `${this.config.baseUrl}/cgi-bin/auth/getuserinfo?access_token=${encodeURIComponent(token)}&code=${encodeURIComponent(code)}`;
    return this.getJson<{ errcode?: number; errmsg?: string; userid?: string; openid?: string }>(url);
  }

  private async getJson<T>(url: string): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      throw new WecomError(`unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new WecomError(`HTTP ${res.status}`);
    return (await res.json()) as T;
  }
}
