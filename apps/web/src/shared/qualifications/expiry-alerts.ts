import type { ExpiryAlerts } from '@rxdesk/contract/settings/qualifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';

/* The licence expiry alerts are read by the dashboard, the top bar and the qualifications page, so
 * the fetcher and the area's root key live here: every qualification change invalidates the root
 * (features/settings/qualifications/api/qualification-keys.ts builds on it), alerts included. */

export const QUALIFICATIONS_QUERY_ROOT = ['qualifications'] as const;
export const expiryAlertsKey = () => [...QUALIFICATIONS_QUERY_ROOT, 'expiry-alerts'] as const;

/** GET seller/shops/Qualifications/expiry-alerts — silent: a failure leaves the bar as it was. */
export function getExpiryAlerts(): Promise<ExpiryAlerts> {
  return apiClient.get<ExpiryAlerts>('seller/shops/Qualifications/expiry-alerts', { silent: true });
}

/** Days change slowly: re-read every 30 minutes (a Shanghai day turning over is seen within that). */
export const expiryAlertsQueryOptions = () =>
  queryOptions({
    queryKey: expiryAlertsKey(),
    queryFn: getExpiryAlerts,
    staleTime: 5 * 60_000,
    refetchInterval: 30 * 60_000,
  });

export function useExpiryAlerts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...expiryAlertsQueryOptions(), enabled: options.enabled ?? true });
}

/** The page that records the licences (settings → zz-gl). */
export const QUALIFICATIONS_PATH = '/setting/zz-gl';
/** The permission that sees the alerts (founders hold every one). */
export const QUALIFICATIONS_PERMISSION = 'zz-gl';
