import { useSyncExternalStore } from 'react';
import type { SoundKind } from './lib/live-notice-reducer.ts';
import { createSoundScheduler } from './lib/sound-scheduler.ts';

/** §9: the alert sounds are served from the static mp3 folder (apps/web/public/mp3). */
export const SOUND_URLS: Record<SoundKind, string> = {
  'new-order': '/mp3/new-order.mp3',
  refund: '/mp3/refund.mp3',
  cancel: '/mp3/cancel.mp3',
};

/* Browsers refuse to play sound before the user has interacted with the page. Then the §4 voice
 * dialog asks for one click; the sounds refused meanwhile are played once that click came, so no
 * alert goes unheard. */

let blocked = false;
const refused = new Set<SoundKind>();
const listeners = new Set<() => void>();

function setBlocked(next: boolean): void {
  if (blocked === next) return;
  blocked = next;
  listeners.forEach((notify) => notify());
}

function isAutoplayRefusal(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'NotAllowedError'
    : (error as { name?: string } | null)?.name === 'NotAllowedError';
}

function play(kind: SoundKind): Promise<void> {
  const audio = new Audio(SOUND_URLS[kind]);
  return audio.play();
}

function playOrRemember(kind: SoundKind): void {
  play(kind).catch((error: unknown) => {
    if (!isAutoplayRefusal(error)) return; // a missing or undecodable file is not the user's problem
    refused.add(kind);
    setBlocked(true);
  });
}

const scheduler = createSoundScheduler<SoundKind>({
  play: playOrRemember,
  now: () => Date.now(),
  timers: {
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
  },
});

/** Queues an alert sound (§4: one per kind per 5 s, the rest wait their turn). */
export function requestSound(kind: SoundKind): void {
  scheduler.request(kind);
}

/** Called from the click on the voice dialog: inside a user gesture play() is allowed. Resolves
 * true when sound now works. */
export async function enableSound(): Promise<boolean> {
  const kinds = refused.size > 0 ? [...refused] : (['new-order'] as SoundKind[]);
  refused.clear();
  const results = await Promise.allSettled(kinds.map(play));
  const stillRefused = results.some((r) => r.status === 'rejected' && isAutoplayRefusal(r.reason));
  if (stillRefused) return false;
  setBlocked(false);
  return true;
}

export function useSoundBlocked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => blocked,
    () => false,
  );
}
