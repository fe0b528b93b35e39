import type { ThemeBody, ThemeResult } from '@rxdesk/contract/settings/theme';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../http/api-client.ts';
import { setThemeColor } from './theme-store.ts';

const themeKey = ['user-theme'] as const;

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

/** PUT seller/user/theme — applied app-wide as soon as the server took it. */
export function saveTheme(body: ThemeBody): Promise<ThemeResult> {
  return apiClient.put<ThemeResult>('seller/user/theme', body, { silent: true, json: true });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTheme,
    onSuccess: (saved) => {
      queryClient.setQueryData(themeKey, saved);
      setThemeColor(saved.theme_color);
    },
  });
}
