import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DaysItem,
  FilterForm,
  SelectItem,
  type AdvancedSearchProps,
} from '../../../shared/lists/filter-form.tsx';
import { useMemberTags } from '../api/get-member-tags.ts';
import type { MemberAdvanced } from '../lib/member-filters.ts';

/** The member list's advanced search: mobile, sex, tag, registration time. */
export function MemberAdvancedSearch(props: AdvancedSearchProps<MemberAdvanced>) {
  const { t } = useTranslation();
  const tags = useMemberTags();
  return (
    <FilterForm
      name="member-advanced-search"
      {...props}
      labels={{ reset: t('members.filters.reset'), apply: t('members.filters.apply') }}
    >
      <Form.Item name="mobile" label={t('members.filters.mobile')}>
        <Input allowClear maxLength={11} />
      </Form.Item>
      <SelectItem
        name="sex"
        label={t('members.filters.sex')}
        placeholder={t('members.filters.any')}
        options={[
          { value: 1, label: t('members.sex.1') },
          { value: 0, label: t('members.sex.0') },
        ]}
      />
      <SelectItem
        name="tag_id"
        label={t('members.filters.tag')}
        placeholder={t('members.filters.any')}
        loading={tags.isPending}
        options={(tags.data ?? []).map((x) => ({ value: x.tag_id, label: x.name }))}
      />
      <DaysItem
        label={t('members.filters.time')}
        placeholder={[t('members.filters.startDate'), t('members.filters.endDate')]}
      />
    </FilterForm>
  );
}
