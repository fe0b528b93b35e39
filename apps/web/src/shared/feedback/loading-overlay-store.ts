/* The optional "please wait" overlay of §7/§9. Requests ask for it with `loading: true`
 * (dark backdrop, opacity 0.8) or `loading: <opacity>`; several requests share one overlay,
 * which stays until the last of them has closed. */

export type LoadingOption = boolean | number;

export const DEFAULT_OVERLAY_OPACITY = 0.8;
export const OVERLAY_CLOSE_DELAY_MS = 200;

/** §9: background opacity 0.8 unless the request gives its own. */
export function overlayOpacity(option: LoadingOption): number {
  return typeof option === 'number' ? option : DEFAULT_OVERLAY_OPACITY;
}

/** §9: the overlay closes 200 ms after the request ends, at once when a custom opacity was given. */
export function overlayCloseDelay(option: LoadingOption): number {
  return typeof option === 'number' ? 0 : OVERLAY_CLOSE_DELAY_MS;
}

export interface OverlayState {
  visible: boolean;
  opacity: number;
}

const HIDDEN: OverlayState = { visible: false, opacity: DEFAULT_OVERLAY_OPACITY };
const open = new Map<number, number>(); // handle → opacity
let nextHandle = 1;
let state: OverlayState = HIDDEN;
const listeners = new Set<() => void>();

function publish(): void {
  const opacities = [...open.values()];
  const last = opacities[opacities.length - 1];
  state = last === undefined ? HIDDEN : { visible: true, opacity: last };
  listeners.forEach((listener) => listener());
}

/** Shows the overlay; the returned function closes this request's share of it. */
export function showLoadingOverlay(option: LoadingOption): () => void {
  const handle = nextHandle++;
  open.set(handle, overlayOpacity(option));
  publish();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    setTimeout(() => {
      open.delete(handle);
      publish();
    }, overlayCloseDelay(option));
  };
}

export function subscribeLoadingOverlay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadingOverlaySnapshot(): OverlayState {
  return state;
}
