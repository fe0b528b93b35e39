import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { ImagePicker } from '../../../shared/components/image-picker/image-picker.tsx';
import type { PickedImage } from '../../../shared/components/image-picker/image-items.ts';

/** The stored address as the picker's item (only `url` matters for showing it). */
function picked(url: string): PickedImage {
  const response: UploadResult = { url, thumbnail: url, name: '', ext: 'png', size: 0, width: 0, height: 0 };
  return { uid: url, response };
}

/** One uploaded image as a form control whose value is its address (`/api/files/…`). */
export function ImageField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (url: string | undefined) => void;
}) {
  return (
    <ImagePicker
      id={id}
      limit={1}
      value={value ? [picked(value)] : []}
      onChange={(items) => onChange?.(items[0]?.response.url)}
    />
  );
}
