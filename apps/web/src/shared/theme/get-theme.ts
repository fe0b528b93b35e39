import type { ThemeResult } from '@rxdesk/contract/settings/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../http/api-client.ts';
import { setThemeColor } from './theme-store.ts';

/** The user's theme query (save-theme.ts writes the saved value into it). */
export const themeKey = ['user-theme'] as const;

/** GET seller/user/theme — the signed-in user's colour (#409EFF until they choose one). */
export function getTheme(): Promise<ThemeResult> {
  return apiClient.get<ThemeResult>('seller/user/theme', { silent: true });
}

/** Reads the user's colour once signed in and applies it (another browser may have changed it). */
export function useThemeSync(): void {
  const { data } = useQuery({ queryKey: themeKey, queryFn: getTheme, staleTime: Infinity });
  useEffect(() => {
    if (data) setThemeColor(data.theme_color);
  }, [data]);
}
