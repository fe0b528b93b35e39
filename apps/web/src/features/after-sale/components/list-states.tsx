import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a list shows with no rows: "nothing yet", or "nothing matches" with a way out. */
export function ListEmpty({
  filtered,
  emptyText,
  onClearFilters,
}: {
  filtered: boolean;
  emptyText: string;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  return filtered ? (
    <Empty description={t('after-sale.list.emptyFiltered')}>
      <Button onClick={onClearFilters}>{t('after-sale.list.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={emptyText} />
  );
}

/** A list whose first page could not be read: say so and offer to try again. */
export function ListLoadFailed({
  title,
  retrying,
  onRetry,
}: {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
