import { DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN } from '@rxdesk/contract/settings/theme-colors';
import { useSyncExternalStore } from 'react';

// §9 theme colour. The server remembers each user's (GET/PUT seller/user/theme); this browser
// keeps the last one too, so a reload paints the right colour before the server has answered.
const STORAGE_KEY = 'rxdesk-theme-color';
const listeners = new Set<() => void>();

function stored(): string {
  try {
    const c = localStorage.getItem(STORAGE_KEY);
    return c && THEME_COLOR_PATTERN.test(c) ? c : DEFAULT_THEME_COLOR;
  } catch {
    return DEFAULT_THEME_COLOR;
  }
}

let current = typeof localStorage === 'undefined' ? DEFAULT_THEME_COLOR : stored();

export function themeColor(): string {
  return current;
}

/** Applies a colour app-wide at once (the ConfigProvider reads it) and remembers it here. */
export function setThemeColor(color: string): void {
  if (color === current) return;
  current = color;
  try {
    localStorage.setItem(STORAGE_KEY, color);
  } catch {
    // Private mode: the server still remembers it.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme colour, re-rendering when it changes. */
export function useThemeColor(): string {
  return useSyncExternalStore(subscribe, themeColor, themeColor);
}
