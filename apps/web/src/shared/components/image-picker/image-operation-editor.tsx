import { imageOperationError, type ImageOptType } from '@rxdesk/contract/rules/picker-rules';
import { Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';
import { withOptType, withOptValue, type PickedImage } from './image-items.ts';

interface Props {
  item: PickedImage;
  optTypes: readonly ImageOptType[];
  onChange: (next: PickedImage) => void;
  disabled?: boolean;
}

/** What tapping one image does (§3 operation): a type and, unless NONE, its value. A link that
 * breaks §5's rule is marked at once; the form refuses it on submit (imagePickerRule). */
export function ImageOperationEditor({ item, optTypes, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const type = item.operation?.opt_type ?? 'NONE';
  const error = item.operation?.opt_value ? imageOperationError(item.operation) : null;
  return (
    <div style={{ marginTop: 4 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<ImageOptType>
          aria-label={t('image-picker.operation')}
          value={type}
          options={optTypes.map((value) => ({ value, label: t(`image-picker.optType.${value}`) }))}
          onChange={(next) => onChange(withOptType(item, next))}
          disabled={disabled}
          style={{ width: 120 }}
        />
        <Input
          aria-label={t('image-picker.value')}
          placeholder={type === 'URL' ? t('image-picker.linkHint') : t('image-picker.value')}
          value={item.operation?.opt_value ?? ''}
          onChange={(event) => onChange(withOptValue(item, event.target.value))}
          disabled={disabled || type === 'NONE'}
          status={error ? 'error' : undefined}
        />
      </Space.Compact>
      {error && <Typography.Text type="danger">{ruleMessage(error)}</Typography.Text>}
    </div>
  );
}
