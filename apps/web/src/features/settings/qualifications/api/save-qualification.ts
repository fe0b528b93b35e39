import type {
  LicenceRecord,
  QualificationAddBody,
  QualificationUpdateBody,
} from '@rxdesk/contract/settings/qualifications';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { useQualificationMutation } from './use-qualification-mutation.ts';

const BASE = 'seller/shops/Qualifications';

/** POST addQualifications/{shop id} or updateQualifications/{record id} (JSON) — silent: the form
 * shows a refusal. */
export const saveQualification = (
  v:
    | { shopId: number; id: null; body: QualificationAddBody }
    | { shopId: number; id: number; body: QualificationUpdateBody },
) =>
  apiClient.post<LicenceRecord>(
    v.id === null ? `${BASE}/addQualifications/${v.shopId}` : `${BASE}/updateQualifications/${v.id}`,
    v.body,
    { silent: true, json: true },
  );

export const useSaveQualification = () => useQualificationMutation(saveQualification);
