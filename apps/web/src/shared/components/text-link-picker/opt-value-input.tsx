import { MINI_PROGRAM_LINKS, type TextLinkType } from '@rxdesk/contract/promotions/text-link';
import { AutoComplete, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityPickerDialog } from '../activity-picker/activity-picker-dialog.tsx';
import { CategoryPicker } from '../category-picker/category-picker.tsx';
import { GoodsPickerDialog } from '../goods-picker/goods-picker-dialog.tsx';

interface Props {
  /** Set by Form.Item: the label's target, the value and its change. */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  status?: '' | 'error' | 'warning';
  type: Exclude<TextLinkType, 'NONE'>;
}

/**
 * The action value of one type (§2 text-link picker): URL a text field offering the §9
 * mini-program links; GOODS the goods picker (one item); CATEGORY the category picker; ACTIVE the
 * activity picker. The value is a string: path, goods id, category path, activity id.
 */
export function OptValueInput({ id, value, onChange, status, type }: Props) {
  const { t } = useTranslation();
  // The chosen item's name while the dialog is open; a value given by the caller shows its id.
  const [label, setLabel] = useState<{ of: string; name: string }>();
  const [picking, setPicking] = useState(false);

  if (type === 'URL') {
    return (
      <AutoComplete
        id={id}
        value={value}
        onChange={(next: string) => onChange?.(next)}
        options={MINI_PROGRAM_LINKS.map((link) => ({ value: link, label: link }))}
        placeholder={t('text-link-picker.urlPlaceholder')}
        status={status}
        allowClear
      />
    );
  }
  if (type === 'CATEGORY') {
    return (
      <CategoryPicker
        id={id}
        value={value}
        onChange={(path) => onChange?.(path)}
        status={status}
        placeholder={t('text-link-picker.categoryPlaceholder')}
      />
    );
  }
  const shown = value
    ? label?.of === value
      ? label.name
      : t(type === 'GOODS' ? 'text-link-picker.goodsId' : 'text-link-picker.activityId', { id: value })
    : undefined;
  const choose = (next: string, name: string) => {
    setLabel({ of: next, name });
    setPicking(false);
    onChange?.(next);
  };
  return (
    <>
      <Flex gap={8} align="center">
        <Button id={id} danger={status === 'error'} onClick={() => setPicking(true)}>
          {t(
            shown
              ? 'text-link-picker.chooseAgain'
              : type === 'GOODS'
                ? 'text-link-picker.chooseGoods'
                : 'text-link-picker.chooseActivity',
          )}
        </Button>
        {shown && <Typography.Text ellipsis>{shown}</Typography.Text>}
      </Flex>
      {type === 'GOODS' ? (
        <GoodsPickerDialog
          open={picking}
          limit={1}
          onConfirm={(goods) => {
            const [first] = goods;
            if (first) choose(String(first.goods_id), first.goods_name);
            else setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      ) : (
        <ActivityPickerDialog
          open={picking}
          defaultActivityId={value ? Number(value) : undefined}
          onConfirm={(a) => choose(String(a.activities_id), a.activities_name)}
          onCancel={() => setPicking(false)}
        />
      )}
    </>
  );
}
