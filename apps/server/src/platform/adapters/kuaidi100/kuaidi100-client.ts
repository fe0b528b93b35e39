import { z } from 'zod';
import { safeEqual } from '../delivery/safe-equal.ts';
import type { Kuaidi100Config } from './kuaidi100-config.ts';
import { signLabel, signPush, signQuery } from './kuaidi100-sign.ts';

export interface WaybillParty {
  name: string;
  mobile: string;
  printAddr: string;
}

/** One e-waybill request (labelV2 `order`): the shop's account at the company and the parcel. */
export interface WaybillRequest {
  kuaidicom: string;
  partnerId: string;
  partnerKey: string;
  net: string;
  payType: 'SHIPPER' | 'CONSIGNEE' | 'MONTHLY' | 'THIRD_PARTY';
  /** Our order sn: Kuaidi100 keeps it as the parcel's order id. */
  orderId: string;
  recMan: WaybillParty;
  sendMan: WaybillParty;
  cargo: string;
  count: number;
  remark: string;
}

export interface WaybillIssued {
  kuaidinum: string;
  taskId: string;
  /** The label image / template address Kuaidi100 answered, '' when none. */
  label: string;
}

/** A parcel's trace as Kuaidi100 reports it (push lastResult or a query answer). */
export interface TraceSnapshot {
  nu: string;
  com: string;
  state: number;
  ischeck: boolean;
  data: { time: string; context: string }[];
}

/** The provider refused or could not be reached; the message is the provider's own. */
export class Kuaidi100Error extends Error {}
/** A push whose signature does not match: not from Kuaidi100. */
export class Kuaidi100SignatureError extends Error {}

const intText = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number);
const traceSchema = z.object({
  nu: z.string(),
  com: z.string().default(''),
  state: intText.default(0),
  ischeck: intText.default(0),
  data: z
    .array(z.object({ time: z.string().default(''), ftime: z.string().optional(), context: z.string() }))
    .default([]),
});
const toSnapshot = (t: z.infer<typeof traceSchema>): TraceSnapshot => ({
  nu: t.nu,
  com: t.com,
  state: t.state,
  ischeck: t.ischeck === 1,
  data: t.data.map((d) => ({ time: d.ftime || d.time, context: d.context })),
});

const labelAnswer = z.object({
  success: z.boolean(),
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().default(''),
  data: z
    .object({
      kuaidinum: z.string().default(''),
      taskId: z.string().default(''),
      label: z.string().optional(),
      templateUrl: z.string().optional(),
    })
    .nullish(),
});
const pollAnswer = z.object({
  result: z.boolean().optional(),
  returnCode: z.union([z.string(), z.number()]).optional(),
  message: z.string().default(''),
});

/** Kuaidi100 over its documented form-encoded protocol. Every call is one POST; answers are
 * checked with schemas so a change on their side fails here with a message, not later. */
export class Kuaidi100Client {
  private readonly timeoutMs: number;

  constructor(
    private readonly config: Kuaidi100Config,
    private readonly now: () => number = () => Date.now(),
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  get subscribes(): boolean {
    return this.config.callbackUrl !== null;
  }

  private async post(path: string, form: Record<string, string>): Promise<unknown> {
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.config.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw new Kuaidi100Error(`Kuaidi100 unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new Kuaidi100Error(`Kuaidi100 answered HTTP ${res.status}`);
    try {
      return JSON.parse(text);
    } catch {
      throw new Kuaidi100Error('Kuaidi100 answered something that is not JSON');
    }
  }

  /** Issues a waybill number (label/order, method order). */
  async createWaybill(req: WaybillRequest): Promise<WaybillIssued> {
    const param = JSON.stringify({
      kuaidicom: req.kuaidicom,
      partnerId: req.partnerId,
      partnerKey: req.partnerKey,
      net: req.net,
      payType: req.payType,
      expType: '标准快递',
      orderId: req.orderId,
      recMan: req.recMan,
      sendMan: req.sendMan,
      cargo: req.cargo,
      count: req.count,
      remark: req.remark,
      printType: 'IMAGE',
      needSubscribe: false,
    });
    const t = String(this.now());
    const { key, secret } = this.config;
    const json = await this.post('/label/order?method=order', {
      method: 'order',
      key,
      t,
      sign: signLabel(param, t, key, secret),
      param,
    });
    const a = labelAnswer.safeParse(json);
    if (!a.success) throw new Kuaidi100Error('Kuaidi100: unexpected answer');
    if (!a.data.success || !a.data.data?.kuaidinum)
      throw new Kuaidi100Error(a.data.message || `code ${String(a.data.code ?? '')}`);
    return {
      kuaidinum: a.data.data.kuaidinum,
      taskId: a.data.data.taskId,
      label: a.data.data.label ?? a.data.data.templateUrl ?? '',
    };
  }

  /** Subscribes the parcel's pushes (poll). Asking twice is fine: Kuaidi100 answers 501 (already
   * subscribed), taken as done. */
  async subscribe(com: string, num: string, phone: string): Promise<void> {
    if (!this.config.callbackUrl) throw new Kuaidi100Error('no callback address (KUAIDI100_CALLBACK_URL)');
    const param = JSON.stringify({
      company: com,
      number: num,
      key: this.config.key,
      parameters: {
        callbackurl: this.config.callbackUrl,
        salt: this.config.callbackSalt,
        resultv2: '1',
        phone,
      },
    });
    const a = pollAnswer.safeParse(await this.post('/poll', { schema: 'json', param }));
    if (!a.success) throw new Kuaidi100Error('Kuaidi100: unexpected answer');
    const code = String(a.data.returnCode ?? '');
    if (!(a.data.result === true || code === '200' || code === '501'))
      throw new Kuaidi100Error(a.data.message || `returnCode ${code}`);
  }

  /** The parcel's trace now (poll/query.do). */
  async query(com: string, num: string, phone: string): Promise<TraceSnapshot> {
    const param = JSON.stringify({ com, num, phone, resultv2: '1' });
    const { key, customer } = this.config;
    const json = await this.post('/poll/query.do', {
      customer,
      sign: signQuery(param, key, customer),
      param,
    });
    const refused = pollAnswer.safeParse(json);
    if (refused.success && refused.data.result === false)
      throw new Kuaidi100Error(refused.data.message || `returnCode ${String(refused.data.returnCode ?? '')}`);
    const t = traceSchema.safeParse(json);
    if (!t.success) throw new Kuaidi100Error('Kuaidi100: unexpected answer');
    return toSnapshot(t.data);
  }

  /** Verifies and reads a push (form fields `param`, `sign`). */
  parsePush(param: string, sign: string): TraceSnapshot {
    if (!sign || !safeEqual(sign.toUpperCase(), signPush(param, this.config.callbackSalt)))
      throw new Kuaidi100SignatureError('Kuaidi100 push sign does not match');
    let json: unknown;
    try {
      json = JSON.parse(param);
    } catch {
      throw new Kuaidi100Error('Kuaidi100 push param is not JSON');
    }
    const t = z.object({ lastResult: traceSchema }).safeParse(json);
    if (!t.success) throw new Kuaidi100Error('Kuaidi100 push not understood');
    return toSnapshot(t.data.lastResult);
  }

  /** What Kuaidi100 expects back from a push it may stop resending. */
  static pushAck(ok: boolean) {
    return ok
      ? { result: true, returnCode: '200', message: '成功' }
      : { result: false, returnCode: '500', message: '失败' };
  }
}
