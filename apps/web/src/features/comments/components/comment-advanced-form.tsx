import { COMMENT_STATUSES, COMMENT_STATUS_LABELS } from '@rxdesk/contract/comments/comments';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import {
  DaysItem,
  FilterForm,
  SelectItem,
  type AdvancedSearchProps,
} from '../../../shared/lists/filter-form.tsx';
import type { CommentAdvanced } from '../lib/comment-filters.ts';

/** The comments list's advanced search: goods (id or name), pictures, replied, shown or hidden,
 * and the review time. */
export function CommentAdvancedForm(props: AdvancedSearchProps<CommentAdvanced>) {
  const { t } = useTranslation();
  const lang = useLang();
  const f = (key: string) => t(`comments.filters.${key}`);
  return (
    <FilterForm name="comment-advanced-search" {...props} labels={{ reset: f('reset'), apply: f('apply') }}>
      <Form.Item name="goods_id" label={f('goodsId')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="goods_keyword" label={f('goods')}>
        <Input allowClear maxLength={80} placeholder={f('goodsPlaceholder')} />
      </Form.Item>
      <SelectItem
        name="has_image"
        label={f('hasImage')}
        placeholder={f('any')}
        options={[
          { value: 1, label: f('withImages') },
          { value: 0, label: f('withoutImages') },
        ]}
      />
      <SelectItem
        name="replied"
        label={f('replied')}
        placeholder={f('any')}
        options={[
          { value: 1, label: f('repliedYes') },
          { value: 0, label: f('repliedNo') },
        ]}
      />
      <SelectItem
        name="status"
        label={f('status')}
        placeholder={f('any')}
        options={COMMENT_STATUSES.map((s) => ({ value: s, label: COMMENT_STATUS_LABELS[s][lang] }))}
      />
      <DaysItem label={f('time')} placeholder={[f('startDate'), f('endDate')]} />
    </FilterForm>
  );
}
