import { useSyncExternalStore } from 'react';

/** §2/§9: mobile mode when the body is narrower than 1024 px minus 3 (a scrollbar's slack). */
export const MOBILE_BREAKPOINT = 1024;

export function isMobileWidth(bodyClientWidth: number): boolean {
  return bodyClientWidth - 3 < MOBILE_BREAKPOINT;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => isMobileWidth(document.body.clientWidth);

export function useMobileMode(): boolean {
  return useSyncExternalStore(subscribe, snapshot);
}
