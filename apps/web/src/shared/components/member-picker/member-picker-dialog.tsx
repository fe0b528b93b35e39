import type { Member } from '@rxdesk/contract/members/members';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Flex, Modal, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerTable } from '../picker-kit/picker-table.tsx';
import { pickerMembersQueryOptions } from './api/get-picker-members.ts';
import { MemberFilterBar } from './member-filter-bar.tsx';
import './member-picker-strings.ts';
import { memberPickerQuery, type MemberPickerFilters } from './member-query.ts';
import { changeMemberSelection } from './member-selection.ts';

/** §9: the member picker's width. */
export const MEMBER_PICKER_WIDTH = 805;

export interface MemberPickerDialogProps {
  open: boolean;
  /** How many may be chosen; 0 (default) is unlimited (§5). */
  limit?: number;
  /** Members already chosen by the caller, shown ticked when the dialog opens. */
  defaultSelected?: readonly Member[];
  /** The chosen members (§3 Member), in the order they were ticked. */
  onConfirm: (members: Member[]) => void;
  /** Closed without a choice: the caller keeps what it had. */
  onCancel: () => void;
}

function memberColumns(t: TFunction): ColumnsType<Member> {
  return [
    {
      key: 'face',
      title: t('member-picker.columns.face'),
      width: 64,
      render: (_, m) => <Avatar src={m.face || undefined}>{m.uname.slice(0, 1)}</Avatar>,
    },
    { key: 'uname', dataIndex: 'uname', title: t('member-picker.columns.uname'), ellipsis: true },
    { key: 'mobile', dataIndex: 'mobile', title: t('member-picker.columns.mobile'), width: 140 },
    {
      key: 'sex',
      title: t('member-picker.columns.sex'),
      width: 80,
      render: (_, m) => (m.sex === 1 ? t('member-picker.male') : t('member-picker.female')),
    },
    { key: 'member_id', dataIndex: 'member_id', title: t('member-picker.columns.id'), width: 100 },
  ];
}

/**
 * The §2 member picker: the shop's members (removed ones never), searched by keyword, sex or a
 * list of member ids (full-width commas accepted), ten a page; ticks are kept across pages and
 * searches, listed under the table, until confirm or cancel. Its state lives in the body, which
 * is dropped on close, so every opening starts from `defaultSelected`.
 */
export function MemberPickerDialog({ open, onCancel, ...body }: MemberPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('member-picker.title')}
      width={MEMBER_PICKER_WIDTH}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <MemberPickerBody {...body} onCancel={onCancel} />
    </Modal>
  );
}

function MemberPickerBody({
  limit = 0,
  defaultSelected = [],
  onConfirm,
  onCancel,
}: Omit<MemberPickerDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<MemberPickerFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<Member[]>(() => [...defaultSelected]);
  const page = useQuery(pickerMembersQueryOptions(memberPickerQuery(filters, pageNo)));
  const columns = useMemo(() => memberColumns(t), [t]);
  const selectedLabel = t('member-picker.selected', { count: selected.length });

  return (
    <>
      <MemberFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <PickerTable<Member, Member>
        rowKey="member_id"
        columns={columns}
        rows={page.data?.data ?? []}
        total={page.data?.data_total ?? 0}
        loading={page.isFetching}
        pageNo={pageNo}
        onPage={setPageNo}
        scrollY={360}
        selected={selected}
        selectedKeys={selected.map((m) => m.member_id)}
        change={(rows, checked) => changeMemberSelection(selected, rows, checked, limit)}
        onSelected={setSelected}
        selectedLabel={selectedLabel}
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        {/* The kept selected list (§5): every member chosen so far, on any page, removable here. */}
        <Flex wrap gap={4} style={{ marginTop: 8 }} aria-label={selectedLabel}>
          {selected.map((m) => (
            <Tag
              key={m.member_id}
              closable
              onClose={() => setSelected(selected.filter((s) => s.member_id !== m.member_id))}
              closeIcon={<span aria-label={t('member-picker.remove')}>×</span>}
            >
              {m.uname}
            </Tag>
          ))}
        </Flex>
      </PickerTable>
    </>
  );
}
