import type {
  LicenceRecord,
  QualificationAddBody,
  QualificationKind,
  YyzzBody,
} from '@rxdesk/contract/settings/qualifications';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import dayjs, { type Dayjs } from 'dayjs';
import type { PickedImage } from '../../../../shared/components/image-picker/image-items.ts';

export interface LicenceFormValues {
  kind?: QualificationKind;
  holder_name: string;
  number: string;
  issuer: string;
  legal_person?: string;
  quality_officer?: string;
  address?: string;
  scope?: string;
  valid_from: Dayjs | null;
  valid_until: Dayjs | null;
  permanent: boolean;
  images: PickedImage[];
  remark?: string;
}

/** A stored scan as the image picker holds it (`/api/files/{sha}.{ext}` has its thumbnail beside
 * it; any other link shows itself). */
function picked(url: string): PickedImage {
  const match = /^(\/api\/files\/[0-9a-f]{64})\.(jpeg|png|webp|gif)$/.exec(url);
  const response: UploadResult = {
    url,
    thumbnail: match ? `${match[1]}.thumb.webp` : url,
    name: url.split('/').at(-1) ?? url,
    ext: (match?.[2] ?? 'jpeg') as UploadResult['ext'],
    size: 0,
    width: 0,
    height: 0,
  };
  return { uid: url, response };
}

const DAY = 'YYYY-MM-DD';

export function initialValues(r: LicenceRecord | null, kind?: QualificationKind): Partial<LicenceFormValues> {
  if (!r) return { kind, permanent: false, images: [], valid_from: null, valid_until: null };
  return {
    holder_name: r.holder_name,
    number: r.number,
    issuer: r.issuer,
    legal_person: r.legal_person,
    quality_officer: r.quality_officer,
    address: r.address,
    scope: r.scope,
    valid_from: dayjs(r.valid_from, DAY),
    valid_until: r.valid_until ? dayjs(r.valid_until, DAY) : null,
    permanent: r.permanent === 1,
    images: r.images.map(picked),
    remark: r.remark,
  };
}

/** The form's values as the API takes them (dates as Shanghai days, the scans' addresses). */
export function licenceBody(v: LicenceFormValues, version?: number): YyzzBody {
  return {
    holder_name: v.holder_name,
    number: v.number,
    issuer: v.issuer,
    legal_person: v.legal_person ?? '',
    quality_officer: v.quality_officer ?? '',
    address: v.address ?? '',
    scope: v.scope ?? '',
    valid_from: v.valid_from ? v.valid_from.format(DAY) : '',
    valid_until: v.permanent || !v.valid_until ? '' : v.valid_until.format(DAY),
    permanent: v.permanent ? 1 : 0,
    images: v.images.map((i) => i.response.url),
    remark: v.remark ?? '',
    ...(version ? { version } : {}),
  };
}

export const addBody = (v: LicenceFormValues): QualificationAddBody => ({
  ...licenceBody(v),
  kind: v.kind as QualificationKind,
});
