import type { ThemeBody, ThemeResult } from '@rxdesk/contract/settings/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';
import { themeKey } from './get-theme.ts';
import { setThemeColor } from './theme-store.ts';

// Kept apart from get-theme.ts: only the lazy theme dialog saves, so the shell does not carry it.

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
