import { useSyncExternalStore } from 'react';

/** The system setting "reduce motion" (prefers-reduced-motion): the app turns antd's animations off
 * for those who asked for it (dialogs and drawers appear at once, no zoom or slide). Also what the
 * end-to-end browser asks for, so a click never lands on a dialog still zooming in. */
const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
