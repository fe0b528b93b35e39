import { ExclamationCircleFilled } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, theme } from 'antd';

/** A list whose first load failed (nothing to show yet): a warning with a retry. Drawn as antd's
 * warning Result looks (icon, heading, action), without Result itself: it was ~9 KB of every list's
 * first load for a state most loads never reach (issue 18). */
export function ListLoadFailed({
  query,
  title,
  retry,
}: {
  query: Pick<UseQueryResult<unknown>, 'isFetching' | 'refetch'>;
  title: string;
  retry: string;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ padding: `${token.paddingXL * 1.5}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <ExclamationCircleFilled
        style={{ fontSize: 72, color: token.colorWarning, marginBottom: token.paddingLG }}
      />
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
        }}
      >
        {title}
      </div>
      <div style={{ marginTop: token.paddingLG }}>
        <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    </div>
  );
}

/** A list's empty table: with filters in force it says so and offers to clear them (the tab and
 * page size stay); without, the list is simply empty. */
export function ListEmpty({
  filtered,
  onClear,
  labels,
}: {
  filtered: boolean;
  onClear: () => void;
  labels: { empty: string; emptyFiltered: string; clear: string };
}) {
  return filtered ? (
    <Empty description={labels.emptyFiltered}>
      <Button onClick={onClear}>{labels.clear}</Button>
    </Empty>
  ) : (
    <Empty description={labels.empty} />
  );
}
