import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { shopKeys } from '../../../../shared/shop/api/shop-keys.ts';
import { shopSettingsKeys } from './shop-settings-keys.ts';

/** PUT seller/shops/logos — an image this shop uploaded (base/uploaders) becomes the logo. */
export const setShopLogo = (logo: string) =>
  apiClient.put<{ shop_logo: string }>('seller/shops/logos', { logo }, { json: true });

export function useSetShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShopLogo,
    // The signed-in frame's cached shop (name, logo) follows the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: shopKeys.all }),
      ]),
  });
}
