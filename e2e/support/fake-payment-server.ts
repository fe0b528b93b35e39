import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakePayment } from '../../apps/server/src/testing/fakes/fake-payment.ts';

/* The payment provider for the e2e server (started by playwright.config.ts as a web server of its
 * own, before the app): the server's own fake of the provider's protocol on E2E_PAYMENT_PORT, and
 * beside it a small control API on E2E_PAYMENT_CONTROL_PORT through which a spec plays the
 * provider's part that has no HTTP call of ours to answer — sending the signed result callback. */

const port = Number(process.env.E2E_PAYMENT_PORT);
const controlPort = Number(process.env.E2E_PAYMENT_CONTROL_PORT);
const mchId = process.env.PAYMENT_MCH_ID;
const apiKey = process.env.PAYMENT_API_KEY;
if (!port || !controlPort || !mchId || !apiKey)
  throw new Error(
    'E2E_PAYMENT_PORT, E2E_PAYMENT_CONTROL_PORT, PAYMENT_MCH_ID and PAYMENT_API_KEY are required',
  );

const fake = await startFakePayment({ mchId, apiKey, port });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const STATUSES = ['SUCCESS', 'CHANGE', 'REFUNDCLOSE'] as const;

const control = createServer((req, res) => {
  void (async () => {
    try {
      const path = new URL(req.url ?? '/', 'http://control').pathname;
      if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });
      // The refunds the provider accepted so far (what a spec waits for before calling back).
      if (req.method === 'GET' && path === '/refunds') return send(res, 200, [...fake.refunds.values()]);
      if (req.method === 'POST' && path === '/callback') {
        const body = await readJson(req);
        const status = STATUSES.find((s) => s === body.status) ?? 'SUCCESS';
        const outRefundNo = String(body.out_refund_no ?? '');
        if (!fake.refunds.has(outRefundNo)) return send(res, 404, { error: `no refund ${outRefundNo}` });
        // Posted to the notify_url the app sent with the refund, as the provider does.
        return send(res, 200, await fake.sendCallback(outRefundNo, status));
      }
      return send(res, 404, { error: 'not found' });
    } catch (error) {
      send(res, 500, { error: (error as Error).message });
    }
  })();
});
await new Promise<void>((resolve, reject) => {
  control.once('error', reject);
  control.listen(controlPort, '127.0.0.1', resolve);
});
console.log(`fake payment provider at ${fake.url}, control at http://127.0.0.1:${controlPort}`);

// Playwright stops web servers with SIGTERM (then SIGKILL): close both and exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    control.close();
    void fake.close().finally(() => process.exit(0));
  });
