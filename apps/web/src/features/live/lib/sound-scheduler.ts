import type { LoopTimers } from './live-socket-loop.ts';

/** §9: one alert of a kind per 5 s. */
export const SOUND_THROTTLE_MS = 5_000;

export interface SoundSchedulerDeps<K extends string> {
  play(kind: K): void;
  now(): number;
  timers: LoopTimers;
  throttleMs?: number;
}

export interface SoundScheduler<K extends string> {
  /** Plays now if this kind has been quiet for the throttle time, else queues it. */
  request(kind: K): void;
  /** Alerts of this kind still waiting. */
  queued(kind: K): number;
  dispose(): void;
}

interface Lane {
  last: number;
  waiting: number;
  timer: unknown;
}

/**
 * §4 "sound alerts of the same type are throttled to one per 5 seconds and queued": every alert
 * is heard — ten orders in a rush give ten new-order sounds, 5 s apart — and kinds do not hold
 * each other up (a refund sound does not wait for new-order sounds).
 */
export function createSoundScheduler<K extends string>(deps: SoundSchedulerDeps<K>): SoundScheduler<K> {
  const throttleMs = deps.throttleMs ?? SOUND_THROTTLE_MS;
  const lanes = new Map<K, Lane>();

  function lane(kind: K): Lane {
    let found = lanes.get(kind);
    if (!found) lanes.set(kind, (found = { last: -Infinity, waiting: 0, timer: null }));
    return found;
  }

  function playNow(kind: K, l: Lane): void {
    l.last = deps.now();
    try {
      deps.play(kind);
    } catch {
      // a broken player must not stop the queue
    }
  }

  function arm(kind: K, l: Lane): void {
    if (l.timer !== null || l.waiting === 0) return;
    const wait = Math.max(0, l.last + throttleMs - deps.now());
    l.timer = deps.timers.setTimeout(() => {
      l.timer = null;
      l.waiting -= 1;
      playNow(kind, l);
      arm(kind, l);
    }, wait);
  }

  return {
    request(kind) {
      const l = lane(kind);
      if (l.waiting === 0 && deps.now() - l.last >= throttleMs) return playNow(kind, l);
      l.waiting += 1;
      arm(kind, l);
    },
    queued: (kind) => lane(kind).waiting,
    dispose() {
      for (const l of lanes.values()) if (l.timer !== null) deps.timers.clearTimeout(l.timer);
      lanes.clear();
    },
  };
}
