import type { ShopSettings } from '@rxdesk/contract/settings/shop-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { shopSettingsKeys } from './shop-settings-keys.ts';

/** GET seller/shops/settings — what the settings page edits, and the platform's closed flag. */
export const getShopSettings = () => apiClient.get<ShopSettings>('seller/shops/settings');

export const shopSettingsQueryOptions = () =>
  queryOptions({ queryKey: shopSettingsKeys.detail(), queryFn: getShopSettings });

export const useShopSettings = () => useQuery(shopSettingsQueryOptions());
