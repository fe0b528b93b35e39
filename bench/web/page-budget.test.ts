import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The login page's weight guard, cheap enough for `npm test` (no browser, no server): from the
 * built app's manifest, the scripts and styles the login page needs — the entry with everything it
 * imports statically, the login route's chunk and its static imports, and the default language's
 * strings (i18n/pack-zh.ts, which the entry fetches before the first render) — sized as the server
 * sends them to the bench's browser: the precompressed .gz sibling when the build made one, else
 * the file. Gzip, not brotli, because `npm run web:weight -w bench` measures the page in Chromium
 * over plain http://127.0.0.1, where Chromium does not offer br; its figure is these bodies plus
 * headers, the HTML and the page's API answers (about 15 KB more). Over HTTPS the .br files are
 * served, about 13% smaller.
 *
 * The target is 250 KB on that wire, met since issue 18 (228 KB gzip here, 240 KB on the
 * bench's wire): the budget is today's size plus a little room, a ratchet that fails the build when
 * a change drags more code onto the first page (an eager import of the signed-in layout, of antd
 * Form or Table, of axios, of the signed-in areas' strings…). Lower it as the page gets lighter.
 * Raised from 235 to 236 with issue 22's ten new screens (gifts, assemble, points orders and their
 * after-sale): the route table, which the entry carries, grew by their routes (235.4 KB; 228.6 KB
 * on the bench's wire, target 250). Raised to 238 with issue 23's logistics, invoice and
 * settlement screens, for the same reason (237.1 KB; 229.8 KB on the wire). Lowered to 229 when the
 * route table moved into a lazy chunk of the signed-in frame (lazy route discovery, app/router.tsx):
 * 227.1 KB, and new areas' routes no longer weigh on this page.
 */
const LOGIN_GZIP_BUDGET_KB = 229;
const DIST = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const LOGIN_ROUTE = 'src/features/auth/pages/login-page.tsx';
const DEFAULT_LANGUAGE_PACK = 'src/i18n/pack-zh.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Files loaded for `roots`: each chunk, its CSS and its static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...files];
}

/** What the server sends a gzip-only browser for `path`: its .gz sibling when the build made one
 * (the compression plugin skips small files and files gzip does not shrink), else the file. */
function servedBytes(path: string): number {
  return statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
}

const built = existsSync(MANIFEST);
if (!built) console.warn(`page budget skipped: ${MANIFEST} is absent (run npm run build first)`);

describe.skipIf(!built)('login page weight (built app)', () => {
  it(`stays within ${LOGIN_GZIP_BUDGET_KB} KB gzip as served`, () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry, 'the manifest names an entry').toBeDefined();
    const files = staticClosure(manifest, [entry ?? '', LOGIN_ROUTE, DEFAULT_LANGUAGE_PACK]);
    const sizes = files.map((file) => ({ file, bytes: servedBytes(join(DIST, file)) }));
    const totalKb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const heaviest = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)} KB`)
      .join(', ');
    expect(
      totalKb,
      `login page: ${files.length} files, ${totalKb.toFixed(1)} KB gzip; heaviest: ${heaviest}`,
    ).toBeLessThanOrEqual(LOGIN_GZIP_BUDGET_KB);
  });
});

describe('staticClosure', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/login.tsx': { file: 'assets/login.js', imports: ['_shared.js', '_form.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
    'src/layout.tsx': { file: 'assets/layout.js', imports: ['_table.js'] },
    '_table.js': { file: 'assets/table.js' },
  };

  it('follows static imports once and leaves other routes out', () => {
    expect(staticClosure(manifest, ['index.html', 'src/login.tsx']).sort()).toEqual([
      'assets/form.js',
      'assets/index.css',
      'assets/index.js',
      'assets/login.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a root the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/missing.tsx'])).toThrow(/missing/);
  });
});
