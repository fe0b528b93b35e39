import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendXlsx, XLSX_TYPE } from './xlsx-download.ts';

describe('sendXlsx', () => {
  it('names the file by the Shanghai date and says how many rows it holds', async () => {
    const app = Fastify();
    // 2026-11-26 17:30 UTC is already the 27th in Shanghai: a download after 00:00 local is dated today.
    const now = Date.UTC(2026, 10, 26, 17, 30) / 1000;
    app.get('/x', (_req, reply) =>
      sendXlsx(reply, { what: 'members', now, total: 42, file: Buffer.from('x') }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    await app.close();
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="members-2026-11-27.xlsx"');
    expect(res.headers['x-export-rows']).toBe('42');
    expect(res.headers['access-control-expose-headers']).toContain('x-export-rows');
  });
});
