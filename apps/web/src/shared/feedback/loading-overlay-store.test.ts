import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadingOverlaySnapshot,
  overlayCloseDelay,
  overlayOpacity,
  showLoadingOverlay,
} from './loading-overlay-store.ts';

describe('loading overlay', () => {
  afterEach(() => vi.useRealTimers());

  it('uses opacity 0.8 and a 200 ms close delay by default', () => {
    expect(overlayOpacity(true)).toBe(0.8);
    expect(overlayCloseDelay(true)).toBe(200);
  });

  it('uses the custom opacity and closes at once when one is given', () => {
    expect(overlayOpacity(0.3)).toBe(0.3);
    expect(overlayCloseDelay(0.3)).toBe(0);
  });

  it('stays visible until the last request has closed, 200 ms after it ended', () => {
    vi.useFakeTimers();
    const closeFirst = showLoadingOverlay(true);
    const closeSecond = showLoadingOverlay(0.5);
    expect(loadingOverlaySnapshot()).toEqual({ visible: true, opacity: 0.5 });
    closeSecond();
    vi.advanceTimersByTime(0);
    expect(loadingOverlaySnapshot()).toEqual({ visible: true, opacity: 0.8 });
    closeFirst();
    closeFirst(); // closing twice is harmless
    vi.advanceTimersByTime(199);
    expect(loadingOverlaySnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(loadingOverlaySnapshot().visible).toBe(false);
  });
});
