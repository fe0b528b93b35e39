import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { httpStatusOf } from '../http/error-message.ts';

export interface DetailFallbackLabels {
  notFound: string;
  loadFailed: string;
  back: string;
  /** Without it the page offers no retry button (only the way back). */
  retry?: string;
}

/** Which message says each fallback label, when it is not the usual one; `retry: null` offers none. */
type LabelKeys = Partial<Record<keyof DetailFallbackLabels, string | null>>;

/**
 * A detail screen's fallback labels from the area's messages: `<prefix>.notFound`,
 * `<prefix>.loadFailed` and `<prefix>.back`, with the common retry, unless `keys` names another
 * message for one of them (or `retry: null` for no retry button).
 */
export function detailLabels(t: TFunction, prefix: string, keys: LabelKeys = {}): DetailFallbackLabels {
  const retry = keys.retry === undefined ? 'common.retry' : keys.retry;
  return {
    notFound: t(keys.notFound ?? `${prefix}.notFound`),
    loadFailed: t(keys.loadFailed ?? `${prefix}.loadFailed`),
    back: t(keys.back ?? `${prefix}.back`),
    ...(retry !== null && { retry: t(retry) }),
  };
}

type DetailQuery<T> = Pick<
  UseQueryResult<T>,
  'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'
>;

interface Props<T> {
  query: DetailQuery<T>;
  /** Skeleton rows while loading (about the height of the page). */
  rows: number;
  labels: DetailFallbackLabels;
  /** Where "back" leads: the area's list. */
  backTo: string;
  /** The address names no record at all (a malformed id): not found without asking the server. */
  missing?: boolean;
  /** The page, given the record. */
  children: (data: T) => ReactNode;
}

/** §2 detail screen: a skeleton while the record loads, then the page; a 404 result for a missing
 * (or other shop's) record, otherwise a warning with retry; both lead back to `backTo`. */
export function DetailScreen<T>({ query, rows, labels, backTo, missing, children }: Props<T>) {
  if (!missing && !query.isError && query.data !== undefined) return children(query.data);
  return <DetailFallback query={query} rows={rows} labels={labels} backTo={backTo} missing={missing} />;
}

/** What a detail screen shows instead of its record (exported for its test). */
export function DetailFallback({
  query,
  rows,
  labels,
  backTo,
  missing: noRecord = false,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  rows: number;
  labels: DetailFallbackLabels;
  backTo: string;
  missing?: boolean;
}) {
  const navigate = useNavigate();
  if (query.isPending && !noRecord) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    );
  }
  const missing = noRecord || httpStatusOf(query.error) === 404;
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={missing ? labels.notFound : labels.loadFailed}
      extra={[
        !missing && labels.retry !== undefined && (
          <Button key="retry" type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            {labels.retry}
          </Button>
        ),
        <Button key="back" onClick={() => void navigate(backTo)}>
          {labels.back}
        </Button>,
      ]}
    />
  );
}
