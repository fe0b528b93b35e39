import { InboxOutlined } from '@ant-design/icons';
import {
  IMAGE_OPT_TYPES,
  IMAGE_PICKER_DEFAULT_LIMIT,
  type ImageOptType,
} from '@rxdesk/contract/rules/picker-rules';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../feedback/feedback.ts';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';
import { useUploadImage } from './api/use-upload-image.ts';
import { ImageOperationEditor } from './image-operation-editor.tsx';
import {
  batchFits,
  IMAGE_ACCEPT,
  isAcceptedImage,
  replaceItem,
  toUploadFile,
  upsertFile,
  type PickedImage,
} from './image-items.ts';

export interface ImagePickerProps {
  /** Set by Form.Item: the label's target. */
  id?: string;
  /** The stored images (§3 image picker result), in order. */
  value?: PickedImage[];
  onChange?: (value: PickedImage[]) => void;
  /** How many images it may hold (§9: 10); 0 is unlimited. */
  limit?: number;
  /** Lets each image carry what tapping it does (§3 operation); check it with imagePickerRule. */
  withOperation?: boolean;
  optTypes?: readonly ImageOptType[];
  disabled?: boolean;
}

/**
 * The §2 image upload picker: drop or choose JPEG / PNG / WebP / GIF files, each stored by
 * POST base/uploaders with its progress shown; a refusal shows the server's message. Over the limit
 * a whole batch is refused with §5's '文件数量超过限制！'. Only stored images reach `value`;
 * uploads under way or failed stay in the list until they finish or are removed.
 */
export function ImagePicker({
  id,
  value,
  onChange,
  limit = IMAGE_PICKER_DEFAULT_LIMIT,
  withOperation = false,
  optTypes = IMAGE_OPT_TYPES,
  disabled,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const upload = useUploadImage();
  const [inner, setInner] = useState<PickedImage[]>([]);
  const items = value ?? inner;
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Uploads finish one by one between renders: each adds to the latest list, not to its render's.
  const latest = useRef(items);
  useLayoutEffect(() => {
    latest.current = items;
  }, [items]);

  const emit = (next: PickedImage[]) => {
    latest.current = next;
    setInner(next);
    onChange?.(next);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (!isAcceptedImage(file.type)) {
      toast.error(t('image-picker.typeRefused'));
      return Upload.LIST_IGNORE;
    }
    const held = latest.current.length + pending.filter((f) => f.status !== 'error').length;
    if (!batchFits(held, batch.length, limit)) {
      if (file.uid === batch[0]?.uid) toast.error(ruleMessage('rule.fileLimit')); // once a batch
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload
      .mutateAsync({ file: file as Blob, onProgress: (percent) => onProgress?.({ percent }) })
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };

  const handleChange: UploadProps<UploadResult>['onChange'] = ({ file }) => {
    if (file.status === 'removed') return; // onRemove did it
    if (file.status === 'done' && file.response) {
      setPending((list) => list.filter((f) => f.uid !== file.uid));
      emit([...latest.current, { uid: file.uid, blob: file.originFileObj, response: file.response }]);
      return;
    }
    setPending((list) => upsertFile(list, file));
  };

  const onRemove = (file: UploadFile) => {
    if (latest.current.some((item) => item.uid === file.uid))
      emit(latest.current.filter((item) => item.uid !== file.uid));
    else setPending((list) => list.filter((f) => f.uid !== file.uid));
    return true;
  };

  const itemRender: UploadProps<UploadResult>['itemRender'] = (node, file) => {
    const item = withOperation ? items.find((i) => i.uid === file.uid) : undefined;
    if (!item) return node;
    return (
      <div>
        {node}
        <ImageOperationEditor
          item={item}
          optTypes={optTypes}
          disabled={disabled}
          onChange={(next) => emit(replaceItem(latest.current, next))}
        />
      </div>
    );
  };

  return (
    <Upload.Dragger<UploadResult>
      id={id}
      name="file"
      multiple
      accept={IMAGE_ACCEPT}
      listType="picture"
      fileList={[...items.map(toUploadFile), ...(pending as UploadFile<UploadResult>[])]}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
      onRemove={onRemove}
      itemRender={itemRender}
      disabled={disabled}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('image-picker.drop')}</p>
      <p className="ant-upload-hint">
        {limit > 0 ? t('image-picker.hint', { limit }) : t('image-picker.unlimitedHint')}
      </p>
    </Upload.Dragger>
  );
}
