import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { latenciesMs, parseReport, runWrk } from './wrk-load.ts';

/** What wrk prints with wrk-report.lua: its own summary first, then the script's two lines. */
const OUTPUT = `Running 3s test @ http://127.0.0.1:4000/api/seller/trade/orders
  1 threads and 16 connections
  Latency     5.10ms    2.01ms  19.00ms   80.00%
WRK_SUMMARY 7 3000500 77000 0 1 0 2 0
WRK_LATENCY 900:1 5100:4 19000:1 5100:1
`;

describe('wrk report', () => {
  it('reads the counters, the duration and every latency with its count', () => {
    const r = parseReport(OUTPUT);
    expect(r.requests).toBe(7);
    expect(r.seconds).toBeCloseTo(3.0005, 6);
    expect(r.errors).toBe(3); // one read error and two non-2xx answers
    expect([...r.histogram]).toEqual([
      [900, 1],
      [5100, 5],
      [19000, 1],
    ]);
    expect(latenciesMs(r.histogram)).toEqual([0.9, 5.1, 5.1, 5.1, 5.1, 5.1, 19]);
  });

  it("refuses an output without the script's lines instead of reporting nothing", () => {
    expect(() => parseReport('Running 3s test @ http://127.0.0.1:4000/\n')).toThrow(/WRK_SUMMARY/);
  });
});

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (e) {
    // wrk --version prints its usage and exits 1; only a missing binary is ENOENT
    return (e as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

describe.skipIf(!hasWrk)('wrk with wrk-report.lua (where Debian wrk is installed)', () => {
  it('counts the answers, sends the token, and counts refusals as errors', async () => {
    const seen = new Set<string>();
    const server = createServer((req, res) => {
      seen.add(String(req.headers.authorization));
      res.writeHead(req.url === '/refused' ? 403 : 200).end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const ok = await runWrk({ url: `${base}/ok`, token: 't0k', concurrency: 2, seconds: 1 });
      expect(ok.requests).toBeGreaterThan(100);
      expect(ok.errors).toBe(0);
      // wrk's coordinated-omission correction adds samples for slow responses, never removes any
      expect([...ok.histogram.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(ok.requests);
      expect([...seen]).toEqual(['Bearer t0k']);
      const refused = await runWrk({ url: `${base}/refused`, token: 't0k', concurrency: 1, seconds: 1 });
      expect(refused.errors).toBe(refused.requests);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
