import type { OpenMobileHome, VersionRow } from '@rxdesk/contract/pages/mobile-home';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pagesKeys } from './pages-keys.ts';

/** GET seller/pages/mobile-home/versions — newest first. */
export const getVersions = (q: { page_no: number; page_size: number }) =>
  apiClient.get<Page<VersionRow>>('seller/pages/mobile-home/versions', { params: q });
export const useVersions = (q: { page_no: number; page_size: number }, enabled: boolean) =>
  useQuery({
    queryKey: pagesKeys.versions(q),
    queryFn: () => getVersions(q),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET …/versions/{no} — the version as the storefront renders it. */
export const getVersion = (no: number) =>
  apiClient.get<OpenMobileHome>(`seller/pages/mobile-home/versions/${no}`);
export const useVersion = (no: number | null) =>
  useQuery({ queryKey: pagesKeys.version(no ?? 0), queryFn: () => getVersion(no!), enabled: no !== null });
