import type { ClodopApi } from './clodop-types.ts';
import { meetsClodopMinimum } from './clodop-version.ts';

/** Where the local CLodop service serves its script: 8000 first, 18000 when 8000 is taken.
 * A build can point elsewhere with VITE_CLODOP_SCRIPT_URLS (comma-separated). */
export const DEFAULT_CLODOP_SCRIPT_URLS: readonly string[] = (
  (import.meta.env.VITE_CLODOP_SCRIPT_URLS as string | undefined) ||
  'http://localhost:8000/CLodopfuncs.js,http://localhost:18000/CLodopfuncs.js'
)
  .split(',')
  .map((url) => url.trim())
  .filter(Boolean);

export type ClodopDetection =
  | { state: 'ok'; clodop: ClodopApi; version: string }
  | { state: 'outdated'; clodop: ClodopApi; version: string }
  | { state: 'missing' };

export interface DetectDeps {
  urls: readonly string[];
  /** Resolves once the script ran, rejects when it could not be loaded. */
  loadScript(url: string): Promise<void>;
  readGlobal(): ClodopApi | undefined;
}

function verdict(clodop: ClodopApi): ClodopDetection {
  const version = String(clodop.CVERSION ?? '');
  return meetsClodopMinimum(version)
    ? { state: 'ok', clodop, version }
    : { state: 'outdated', clodop, version };
}

/** Finds the CLodop service: the global if a script already defined it, else each script URL in
 * turn; then checks its version against the §9 minimum. */
export async function detectClodop(deps: DetectDeps): Promise<ClodopDetection> {
  const present = deps.readGlobal();
  if (present) return verdict(present);
  for (const url of deps.urls) {
    try {
      await deps.loadScript(url);
    } catch {
      continue;
    }
    const loaded = deps.readGlobal();
    if (loaded) return verdict(loaded);
  }
  return { state: 'missing' };
}

const SCRIPT_TIMEOUT_MS = 3_000;

/** Adds a <script> for `url` (cache-busted, so a service started since the last try is seen) and
 * removes the tag again once it ran or failed. */
export function loadScriptTag(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (ok: boolean) => {
      window.clearTimeout(timer);
      script.remove();
      if (ok) resolve();
      else reject(new Error(`could not load ${url}`));
    };
    const timer = window.setTimeout(() => done(false), SCRIPT_TIMEOUT_MS);
    script.onload = () => done(true);
    script.onerror = () => done(false);
    script.src = `${url}${url.includes('?') ? '&' : '?'}priority=1&t=${Date.now()}`;
    document.head.appendChild(script);
  });
}

export const browserDetectDeps = (urls: readonly string[] = DEFAULT_CLODOP_SCRIPT_URLS): DetectDeps => ({
  urls,
  loadScript: loadScriptTag,
  readGlobal: () => window.getCLodop?.() ?? window.CLODOP,
});
