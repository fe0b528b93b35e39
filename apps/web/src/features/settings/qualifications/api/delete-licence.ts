import { apiClient } from '../../../../shared/http/api-client.ts';
import { useQualificationMutation } from './use-qualification-mutation.ts';

const BASE = 'seller/shops/Qualifications';

/** POST del/{record id} (the business licence) or delQualifications/{record id}. */
export const deleteLicence = (v: { id: number; yyzz: boolean }) =>
  apiClient.post<{ id: number }>(
    v.yyzz ? `${BASE}/del/${v.id}` : `${BASE}/delQualifications/${v.id}`,
    undefined,
    {
      json: true,
    },
  );

export const useDeleteLicence = () => useQualificationMutation(deleteLicence);
