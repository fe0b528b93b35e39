import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/components/search-box.tsx';
import type { ClerkListParams } from '../api/get-clerks.ts';
import type { RoleOption } from '../lib/role-options.ts';

type Filters = Pick<ClerkListParams, 'keyword' | 'role_id' | 'enabled'>;

interface Props {
  value: Filters;
  roles: RoleOption[];
  /** Any change starts again from page 1. */
  onChange: (filters: Filters) => void;
}

/** Status and role filters, then the keyword box (username, name or mobile). */
export function ClerkFilters({ value, roles, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Select<0 | 1>
        allowClear
        aria-label={t('clerks.clerk.statusFilter')}
        placeholder={t('clerks.clerk.allStatus')}
        value={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
        options={[
          { value: 1, label: t('clerks.clerk.enabled') },
          { value: 0, label: t('clerks.clerk.disabled') },
        ]}
        style={{ width: 130 }}
      />
      {roles.length > 0 && (
        <Select<number>
          allowClear
          aria-label={t('clerks.clerk.roleFilter')}
          placeholder={t('clerks.clerk.allRoles')}
          value={value.role_id}
          onChange={(roleId) => onChange({ ...value, role_id: roleId })}
          options={roles}
          style={{ width: 150 }}
        />
      )}
      <SearchBox
        value={value.keyword ?? ''}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword || undefined })}
        placeholder={t('clerks.clerk.searchPlaceholder')}
        labels={{ search: t('clerks.clerk.search'), advanced: t('clerks.clerk.advanced') }}
      />
    </>
  );
}
