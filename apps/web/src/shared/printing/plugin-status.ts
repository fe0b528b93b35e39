import { useSyncExternalStore } from 'react';
import { browserDetectDeps, detectClodop, type ClodopDetection } from './clodop-loader.ts';
import type { ClodopApi } from './clodop-types.ts';
import { createPluginWatch, type PluginWatch } from './plugin-watch.ts';

export type PluginState = 'checking' | ClodopDetection['state'];

export interface PluginStatus {
  state: PluginState;
  /** CVERSION of the service found (ok or outdated). */
  version: string;
  /** The §2 printer-plugin tips dialog is open. */
  tipsOpen: boolean;
}

let status: PluginStatus = { state: 'checking', version: '', tipsOpen: false };
let clodop: ClodopApi | null = null;
let watch: PluginWatch | null = null;
const listeners = new Set<() => void>();
let verdictWaiters: Array<() => void> = [];

function set(next: Partial<PluginStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((notify) => notify());
}

function onResult(result: ClodopDetection): void {
  clodop = result.state === 'ok' ? result.clodop : null;
  // Found and good: the tips have nothing left to say.
  set({
    state: result.state,
    version: result.state === 'missing' ? '' : result.version,
    ...(result.state === 'ok' ? { tipsOpen: false } : {}),
  });
  const waiting = verdictWaiters;
  verdictWaiters = [];
  waiting.forEach((resolve) => resolve());
}

/** Starts looking for the CLodop service (once per page): §9 every 500 ms at first, every 30 s
 * after the tips dialog closed, until a good one is found. */
export function ensurePluginWatch(): void {
  if (watch) return;
  watch = createPluginWatch({
    detect: () => detectClodop(browserDetectDeps()),
    onResult,
    timers: {
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
    },
  });
  watch.start();
}

/** The CLodop service when one of at least the minimum version was found, else null. */
export function currentClodop(): ClodopApi | null {
  return clodop;
}

/** The first verdict, for a print that comes in while the first check still runs. */
export function pluginVerdict(): Promise<PluginStatus> {
  ensurePluginWatch();
  if (status.state !== 'checking') return Promise.resolve(status);
  return new Promise((resolve) => verdictWaiters.push(() => resolve(status)));
}

export function openPluginTips(): void {
  if (status.state === 'ok') return;
  set({ tipsOpen: true });
}

export function closePluginTips(): void {
  set({ tipsOpen: false });
  watch?.slowDown();
}

export function recheckPlugin(): void {
  ensurePluginWatch();
  watch?.checkNow();
}

export function usePluginStatus(): PluginStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    () => status,
  );
}
