import type { LicenceRecord, YyzzBody } from '@rxdesk/contract/settings/qualifications';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { useQualificationMutation } from './use-qualification-mutation.ts';

const BASE = 'seller/shops/Qualifications';

/** POST addYyzz/{shop id} or updateYyzz/{record id} (JSON) — silent: the form shows a refusal. */
export const saveYyzz = (v: { shopId: number; id: number | null; body: YyzzBody }) =>
  apiClient.post<LicenceRecord>(
    v.id === null ? `${BASE}/addYyzz/${v.shopId}` : `${BASE}/updateYyzz/${v.id}`,
    v.body,
    {
      silent: true,
      json: true,
    },
  );

export const useSaveYyzz = () => useQualificationMutation(saveYyzz);
