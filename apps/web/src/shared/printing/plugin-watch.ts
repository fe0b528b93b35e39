import type { ClodopDetection } from './clodop-loader.ts';

/** §9: check for the print plug-in every 500 ms at first, every 30 s once the tips dialog closed. */
export const PLUGIN_FAST_MS = 500;
export const PLUGIN_SLOW_MS = 30_000;
/** A browser that never shows the tips (nobody here prints) stops the fast checks after this many. */
export const PLUGIN_FAST_TRIES = 20;

export interface PluginWatchDeps {
  detect(): Promise<ClodopDetection>;
  onResult(result: ClodopDetection): void;
  timers: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
  fastMs?: number;
  slowMs?: number;
  fastTries?: number;
}

export interface PluginWatch {
  start(): void;
  /** The tips dialog closed: from now on check at the slow pace. */
  slowDown(): void;
  /** Check again now (the user pressed "check again"). */
  checkNow(): void;
  stop(): void;
}

/** Re-checks until a good CLodop is found; every result is reported. Timers are injected. */
export function createPluginWatch(deps: PluginWatchDeps): PluginWatch {
  const fastMs = deps.fastMs ?? PLUGIN_FAST_MS;
  const slowMs = deps.slowMs ?? PLUGIN_SLOW_MS;
  const fastTries = deps.fastTries ?? PLUGIN_FAST_TRIES;
  let running = false;
  let slow = false;
  let tries = 0;
  let timer: unknown = null;
  let busy = false;

  function schedule(): void {
    if (!running || timer !== null) return;
    const ms = slow || tries >= fastTries ? slowMs : fastMs;
    timer = deps.timers.setTimeout(() => {
      timer = null;
      void check();
    }, ms);
  }

  async function check(): Promise<void> {
    if (!running || busy) return;
    busy = true;
    tries += 1;
    let result: ClodopDetection;
    try {
      result = await deps.detect();
    } catch {
      result = { state: 'missing' };
    }
    busy = false;
    if (!running) return;
    deps.onResult(result);
    if (result.state !== 'ok') schedule();
  }

  return {
    start() {
      if (running) return;
      running = true;
      void check();
    },
    slowDown() {
      slow = true;
      if (timer !== null) {
        deps.timers.clearTimeout(timer);
        timer = null;
        schedule();
      }
    },
    checkNow() {
      if (timer !== null) {
        deps.timers.clearTimeout(timer);
        timer = null;
      }
      void check();
    },
    stop() {
      running = false;
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
    },
  };
}
