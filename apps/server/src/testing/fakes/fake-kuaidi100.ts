import { createHash } from 'node:crypto';
import { sendJson, startFakeServer } from './fake-http-server.ts';

/** Written out here rather than imported from the adapter, so a mistake in the adapter's signing
 * cannot be mirrored by the fake and pass unnoticed. */
const md5Upper = (s: string) => createHash('md5').update(s, 'utf8').digest('hex').toUpperCase();

export interface FakeWaybill {
  kuaidinum: string;
  taskId: string;
  param: Record<string, unknown>;
}

interface Trace {
  state: number;
  ischeck: number;
  data: { time: string; ftime: string; context: string }[];
}

/** A fake Kuaidi100: `POST /label/order?method=order` (e-waybills, signed with key + secret),
 * `POST /poll` (subscriptions), `POST /poll/query.do` (real-time query, signed with key +
 * customer), and signed pushes to a subscription's callback on request. It checks the signs as
 * Kuaidi100 does, issues numbers, can be told to fail for an order id or a receiver name, can hold
 * answers back (`delayMs`, for races), and counts calls. */
export async function startFakeKuaidi100(opts: {
  key: string;
  secret: string;
  customer: string;
  port?: number;
}) {
  const waybills: FakeWaybill[] = [];
  const subscriptions = new Map<string, { callbackurl: string; salt: string }>();
  const traces = new Map<string, Trace>();
  const failing = new Set<string>();
  const calls = { order: 0, poll: 0, query: 0 };
  const state = { delayMs: 0, next: 75_000_000_001 };

  const fake = await startFakeServer(
    (req, res) => {
      const form = new URLSearchParams(req.body);
      const param = form.get('param') ?? '';
      let p: Record<string, unknown>;
      try {
        p = JSON.parse(param) as Record<string, unknown>;
      } catch {
        return sendJson(res, 200, {
          success: false,
          result: false,
          code: 400,
          returnCode: '400',
          message: '参数错误',
        });
      }
      const path = req.url.pathname;
      if (
        req.method === 'POST' &&
        path === '/label/order' &&
        req.url.searchParams.get('method') === 'order'
      ) {
        calls.order++;
        const t = form.get('t') ?? '';
        if (form.get('key') !== opts.key || form.get('sign') !== md5Upper(param + t + opts.key + opts.secret))
          return sendJson(res, 200, { success: false, code: 30002, message: '签名错误' });
        const rec = p.recMan as { name?: string; mobile?: string; printAddr?: string } | undefined;
        if (!p.kuaidicom || !p.partnerId || !rec?.name || !rec.mobile || !rec.printAddr)
          return sendJson(res, 200, { success: false, code: 30001, message: '参数缺失' });
        if (failing.has(String(p.orderId)) || failing.has(rec.name))
          return sendJson(res, 200, { success: false, code: 30009, message: '收件地址超区，无法下单' });
        const w: FakeWaybill = {
          kuaidinum: String(state.next++),
          taskId: `T${waybills.length + 1}`,
          param: p,
        };
        waybills.push(w);
        const answer = {
          success: true,
          code: 200,
          message: 'success',
          data: {
            kuaidinum: w.kuaidinum,
            taskId: w.taskId,
            label: `https://fake.kuaidi100/label/${w.kuaidinum}.png`,
          },
        };
        if (state.delayMs > 0) return void setTimeout(() => sendJson(res, 200, answer), state.delayMs);
        return sendJson(res, 200, answer);
      }
      if (req.method === 'POST' && path === '/poll') {
        calls.poll++;
        if (form.get('schema') !== 'json' || p.key !== opts.key)
          return sendJson(res, 200, { result: false, returnCode: '600', message: '您不是合法的订阅者' });
        const params = p.parameters as { callbackurl?: string; salt?: string } | undefined;
        if (!p.company || !p.number || !params?.callbackurl)
          return sendJson(res, 200, { result: false, returnCode: '700', message: '订阅参数错误' });
        const k = `${String(p.company)}/${String(p.number)}`;
        if (subscriptions.has(k))
          return sendJson(res, 200, { result: false, returnCode: '501', message: '重复订阅' });
        subscriptions.set(k, { callbackurl: params.callbackurl, salt: params.salt ?? '' });
        return sendJson(res, 200, { result: true, returnCode: '200', message: '提交成功' });
      }
      if (req.method === 'POST' && path === '/poll/query.do') {
        calls.query++;
        if (
          form.get('customer') !== opts.customer ||
          form.get('sign') !== md5Upper(param + opts.key + opts.customer)
        )
          return sendJson(res, 200, { result: false, returnCode: '601', message: 'sign 校验失败' });
        const k = `${String(p.com)}/${String(p.num)}`;
        const t = traces.get(k);
        if (!t)
          return sendJson(res, 200, {
            result: false,
            returnCode: '500',
            message: '查询无结果，请隔段时间再查',
          });
        return sendJson(res, 200, {
          message: 'ok',
          nu: p.num,
          com: p.com,
          status: '200',
          state: String(t.state),
          ischeck: String(t.ischeck),
          data: t.data,
        });
      }
      return sendJson(res, 404, { message: 'not found' });
    },
    { port: opts.port },
  );

  return {
    url: fake.url,
    requests: fake.requests,
    waybills,
    subscriptions,
    calls,
    /** Refuse waybills for this order id (our order sn) or receiver name from now on. */
    failFor: (orderIdOrReceiver: string) => failing.add(orderIdOrReceiver),
    setDelay: (ms: number) => (state.delayMs = ms),
    /** Set what the parcel's trace is (what a query answers and a push sends). */
    setTrace: (com: string, num: string, trace: Trace) => traces.set(`${com}/${num}`, trace),
    /** Pushes the parcel's trace to its subscription's callback, signed (or with a wrong sign). */
    async push(com: string, num: string, options: { badSign?: boolean; url?: string; salt?: string } = {}) {
      const sub = subscriptions.get(`${com}/${num}`);
      const url = options.url ?? sub?.callbackurl;
      const salt = options.salt ?? sub?.salt ?? '';
      if (!url) throw new Error(`no subscription for ${com}/${num}`);
      const t = traces.get(`${com}/${num}`) ?? { state: 0, ischeck: 0, data: [] };
      const param = JSON.stringify({
        status: 'polling',
        billstatus: 'got',
        message: '',
        lastResult: {
          message: 'ok',
          nu: num,
          ischeck: String(t.ischeck),
          com,
          status: '200',
          state: String(t.state),
          data: t.data,
        },
      });
      const sign = options.badSign ? md5Upper(param + 'wrong') : md5Upper(param + salt);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ param, sign }).toString(),
      });
      return { status: res.status, body: await res.text() };
    },
    close: fake.close,
  };
}
export type FakeKuaidi100 = Awaited<ReturnType<typeof startFakeKuaidi100>>;
