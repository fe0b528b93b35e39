/* The fake payment provider the e2e server refunds through (e2e/support/fake-payment-server.ts),
 * seen from a spec: which refunds it accepted, and its signed result callback on demand. */

function controlUrl(path: string): string {
  const port = process.env.E2E_PAYMENT_CONTROL_PORT;
  if (!port) throw new Error('E2E_PAYMENT_CONTROL_PORT is not set (run through e2e/playwright.config.ts)');
  return `http://127.0.0.1:${port}${path}`;
}

export interface AcceptedRefund {
  refundId: string;
  outRefundNo: string;
  refundFee: number;
  requests: number;
}

/** The refunds the provider accepted (requested by the app and answered SUCCESS). */
export async function acceptedRefunds(): Promise<AcceptedRefund[]> {
  const res = await fetch(controlUrl('/refunds'));
  if (!res.ok) throw new Error(`fake payment: ${res.status}`);
  return (await res.json()) as AcceptedRefund[];
}

/** The provider reports the refund's result to the app (signed, to the notify URL it was given);
 * resolves with the app's answer to the provider. */
export async function sendRefundResult(
  refundSn: string,
  status: 'SUCCESS' | 'CHANGE' | 'REFUNDCLOSE' = 'SUCCESS',
): Promise<{ status: number; body: string }> {
  const res = await fetch(controlUrl('/callback'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ out_refund_no: refundSn, status }),
  });
  if (!res.ok) throw new Error(`fake payment callback: ${res.status} ${await res.text()}`);
  return (await res.json()) as { status: number; body: string };
}
