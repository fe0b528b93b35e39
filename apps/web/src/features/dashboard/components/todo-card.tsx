import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface TodoTile {
  key: string;
  label: string;
  /** Accessible name of the tile's link (the count is appended). */
  openLabel: string;
  count: number;
  href: string;
}

interface Props {
  title: string;
  /** The card's corner link to the whole list (none for a card of several lists). */
  all?: { label: string; href: string };
  /** null while the counts load or when they failed. */
  tiles: TodoTile[] | null;
  failed: boolean;
  failedTitle: string;
  refreshing: boolean;
  onRetry: () => void;
  testId: string;
}

/** A to-do card: what waits on the shop, each count opening its list filtered to it. */
export function TodoCard({ title, all, tiles, failed, failedTitle, refreshing, onRetry, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      className="rx-dashboard__card"
      title={title}
      extra={all ? <Link to={all.href}>{all.label}</Link> : undefined}
      aria-busy={refreshing}
      data-testid={testId}
    >
      {tiles ? (
        <ul className="rx-dashboard__todo">
          {tiles.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.href}
                className="rx-dashboard__todo-tile"
                aria-label={`${tile.openLabel}: ${tile.count}`}
              >
                <span
                  className={
                    tile.count > 0
                      ? 'rx-dashboard__todo-count rx-dashboard__todo-count--due'
                      : 'rx-dashboard__todo-count'
                  }
                >
                  {tile.count}
                </span>
                <span className="rx-dashboard__todo-label">{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : failed ? (
        <Result
          status="warning"
          title={failedTitle}
          extra={
            <Button onClick={onRetry} loading={refreshing}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
