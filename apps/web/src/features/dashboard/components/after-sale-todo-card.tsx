import { useTranslation } from 'react-i18next';
import type { AfterSaleCounts } from '../../../shared/after-sale/after-sale-counts.ts';
import { serviceListHref } from '../../../shared/after-sale/after-sale-links.ts';
import { TodoCard } from './todo-card.tsx';

/** `awaiting` first: every case whose next step is the shop's (the top bar's after-sale counter);
 * then the two steps that most often wait — reviewing a new case, receiving returned goods. */
const TODO_TABS = ['awaiting', 'APPLY', 'SHIPPED_BACK'] as const;

interface Props {
  counts: AfterSaleCounts | undefined;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
}

/** After-sale cases waiting on the shop, each count opening the service list on its tab. */
export function AfterSaleTodoCard({ counts, failed, refreshing, onRetry }: Props) {
  const { t } = useTranslation();
  const tiles = counts
    ? TODO_TABS.map((tab) => {
        const label = t(`dashboard.afterSale.${tab}`);
        return {
          key: tab,
          label,
          openLabel: t('dashboard.afterSale.open', { label }),
          count: counts[tab] ?? 0,
          href: serviceListHref(tab),
        };
      })
    : null;
  return (
    <TodoCard
      title={t('dashboard.afterSale.title')}
      all={{ label: t('dashboard.afterSale.all'), href: serviceListHref() }}
      tiles={tiles}
      failed={failed}
      failedTitle={t('dashboard.afterSale.loadFailed')}
      refreshing={refreshing}
      onRetry={onRetry}
      testId="after-sale-todo"
    />
  );
}
