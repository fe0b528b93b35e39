import { PICKER_PAGE_SIZE } from '@rxdesk/contract/rules/picker-rules';
import { Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../feedback/feedback.ts';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';
import type { PickerSelectionChange } from './picker-selection.ts';

export interface PickerTableProps<R extends object, P> {
  rowKey: keyof R & string;
  columns: ColumnsType<R>;
  /** The page on screen, its total and whether it is being fetched. */
  rows: readonly R[];
  total: number;
  loading: boolean;
  pageNo: number;
  onPage: (pageNo: number) => void;
  scrollY: number;
  /** What is ticked (every page), its keys, and how a tick or untick changes it. */
  selected: readonly P[];
  selectedKeys: number[];
  change: (rows: readonly R[], checked: boolean) => PickerSelectionChange<P>;
  onSelected: (selected: P[]) => void;
  /** "N chosen", in the picker's words. */
  selectedLabel: string;
  /** Between the table and the buttons (the member picker's kept list). */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: (selected: P[]) => void;
}

/** The table, pager and confirm/cancel of the §2 pickers: ticks kept across pages (§5), ten a page
 * (§9), the limit's message (`超过最大可选个数：{limit}`) when a tick would pass it. */
export function PickerTable<R extends object, P>(props: PickerTableProps<R, P>) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const tick = (rows: readonly R[], checked: boolean) => {
    const result = props.change(rows, checked);
    if (result.ok) props.onSelected(result.selected);
    else toast.warning(ruleMessage('rule.selectLimit', { limit: result.limit }));
  };
  return (
    <>
      <Table<R>
        rowKey={props.rowKey}
        size="small"
        columns={props.columns}
        dataSource={[...props.rows]}
        loading={props.loading}
        scroll={{ y: props.scrollY }}
        rowSelection={{
          selectedRowKeys: props.selectedKeys,
          preserveSelectedRowKeys: true,
          onSelect: (row, checked) => tick([row], checked),
          onSelectAll: (checked, _rows, changed) => tick(changed, checked),
        }}
        pagination={{
          current: props.pageNo,
          pageSize: PICKER_PAGE_SIZE,
          total: props.total,
          showSizeChanger: false,
          onChange: props.onPage,
        }}
      />
      {props.children}
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{props.selectedLabel}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => props.onConfirm([...props.selected])}>
            {t('common.ok')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
