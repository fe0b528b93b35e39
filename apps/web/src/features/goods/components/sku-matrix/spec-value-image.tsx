import { PictureOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportRequestError } from '../../../../shared/http/report-error.ts';
import { useUploadImage } from '../../../../shared/components/image-picker/api/use-upload-image.ts';
import { IMAGE_ACCEPT } from '../../../../shared/components/image-picker/image-items.ts';

/** A spec value's picture (the first spec's values: the colour or pack shown on the SKU), stored
 * by base/uploaders like every image; clicking a picture replaces it. */
export function SpecValueImage({
  image,
  label,
  onChange,
}: {
  image?: string;
  label: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  return (
    <Upload
      accept={IMAGE_ACCEPT}
      showUploadList={false}
      customRequest={({ file }) => {
        upload
          .mutateAsync({ file: file as Blob, onProgress: () => undefined })
          .then((result) => onChange(result.url))
          .catch(reportRequestError);
      }}
    >
      <button type="button" className="rx-spec-image" aria-label={t('goods.spec.image', { value: label })}>
        {image ? <img src={image} alt="" /> : <PictureOutlined aria-hidden />}
      </button>
    </Upload>
  );
}
