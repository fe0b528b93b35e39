import type { DraftBody, MobileHomeEditor } from '@rxdesk/contract/pages/mobile-home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pagesKeys } from './pages-keys.ts';

const BASE = 'seller/pages/mobile-home';

/** GET seller/pages/mobile-home — the draft, its revision, the published version, names. */
export const getMobileHome = () => apiClient.get<MobileHomeEditor>(BASE);
export const useMobileHome = () => useQuery({ queryKey: pagesKeys.mobileHome(), queryFn: getMobileHome });

function usePageMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: pagesKeys.all }) });
}

/** PUT …/draft on the loaded revision (409 when another save came first). */
export const saveDraft = (body: DraftBody) =>
  apiClient.put<{ revision: number }>(`${BASE}/draft`, body, { json: true });
export const useSaveDraft = () => usePageMutation(saveDraft);

/** POST …/publish: the draft of this revision becomes a new version. */
export const publishDraft = (revision: number) =>
  apiClient.post<{ version_no: number }>(`${BASE}/publish`, { revision }, { json: true });
export const usePublish = () => usePageMutation(publishDraft);

/** POST …/versions/{no}/restore: a copy of that version is published as a new one. */
export const restoreVersion = (no: number) =>
  apiClient.post<{ version_no: number }>(`${BASE}/versions/${no}/restore`);
export const useRestoreVersion = () => usePageMutation(restoreVersion);
