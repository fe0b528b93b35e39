import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';

/** The last column of the slides and navigation tables: edit and delete (delete asks first). */
export function editDeleteColumn<T>(
  t: TFunction,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
): ColumnType<T> {
  return {
    title: '',
    width: 140,
    render: (_, row) => (
      <Space>
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          {t('shopPages.actions.edit')}
        </Button>
        <Button type="link" size="small" danger onClick={() => onDelete(row)}>
          {t('shopPages.actions.delete')}
        </Button>
      </Space>
    ),
  };
}
