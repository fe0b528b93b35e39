import { describe, expect, it, vi } from 'vitest';
import { detectClodop } from './clodop-loader.ts';
import type { ClodopApi } from './clodop-types.ts';

const fake = (version: string) => ({ CVERSION: version }) as ClodopApi;

describe('detectClodop', () => {
  it('tries the URLs in order and stops at the first that defines CLODOP', async () => {
    let global: ClodopApi | undefined;
    const loadScript = vi.fn(async (url: string) => {
      if (url.startsWith('http://localhost:8000/')) throw new Error('refused');
      global = fake('6.5.7.1');
    });
    const result = await detectClodop({
      urls: ['http://localhost:8000/a.js', 'http://localhost:18000/a.js', 'http://x/c.js'],
      loadScript,
      readGlobal: () => global,
    });
    expect(result.state).toBe('ok');
    expect(loadScript.mock.calls.map(([u]) => u)).toEqual([
      'http://localhost:8000/a.js',
      'http://localhost:18000/a.js',
    ]);
  });

  it('says outdated below 6.5.6.9, missing when nothing loads', async () => {
    expect(
      await detectClodop({ urls: [], loadScript: async () => {}, readGlobal: () => fake('4.1.5.8') }),
    ).toMatchObject({ state: 'outdated', version: '4.1.5.8' });
    expect(
      await detectClodop({
        urls: ['a', 'b'],
        loadScript: async () => Promise.reject(new Error('x')),
        readGlobal: () => undefined,
      }),
    ).toEqual({ state: 'missing' });
  });
});
