import type { ClientType, ThemeList } from '@rxdesk/contract/pages/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pagesKeys } from './pages-keys.ts';

const PATHS: Record<ClientType, string> = {
  PC: 'seller/shops/pc-themes',
  MOBILE: 'seller/shops/mobile-themes',
};

/** GET seller/shops/{pc|mobile}-themes — the shipped themes, the shop's current one marked. */
export const getThemes = (client: ClientType) => apiClient.get<ThemeList>(PATHS[client]);
export const useThemes = (client: ClientType) =>
  useQuery({ queryKey: pagesKeys.themes(client), queryFn: () => getThemes(client) });

/** PUT seller/shops/{pc|mobile}-themes/{code}. */
export const setTheme = (client: ClientType, code: string) => apiClient.put(`${PATHS[client]}/${code}`);
export function useSetTheme(client: ClientType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => setTheme(client, code),
    onSettled: () => qc.invalidateQueries({ queryKey: pagesKeys.themes(client) }),
  });
}
