import type { ShopSettingsInput } from '@rxdesk/contract/settings/shop-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { shopKeys } from '../../../../shared/shop/api/shop-keys.ts';
import { shopSettingsKeys } from './shop-settings-keys.ts';

/** PUT seller/shops/settings (JSON). Silent: the form shows a refusal under its field. */
export const saveShopSettings = (body: ShopSettingsInput) =>
  apiClient.put('seller/shops/settings', body, { silent: true, json: true });

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    // The signed-in frame's cached shop (name, logo) follows the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      ]),
  });
}
