import { useSyncExternalStore } from 'react';
import { EMPTY_LISTS, type LiveLists } from './lib/live-notice-reducer.ts';

/* The counters' lists live outside React: the connection updates them from socket callbacks,
 * the top bar reads them. */

let lists: LiveLists = EMPTY_LISTS;
const listeners = new Set<() => void>();

export const liveStore = {
  get: (): LiveLists => lists,
  set(next: LiveLists): void {
    if (next === lists) return;
    lists = next;
    listeners.forEach((notify) => notify());
  },
  update(change: (current: LiveLists) => LiveLists): void {
    liveStore.set(change(lists));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLiveLists(): LiveLists {
  return useSyncExternalStore(liveStore.subscribe, liveStore.get, liveStore.get);
}
